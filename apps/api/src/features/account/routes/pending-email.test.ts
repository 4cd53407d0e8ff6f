import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser, DEFAULT_TEST_PASSWORD } from '../../../../test/factories/users.ts';
import { advanceClock, HOUR_MS, resetClock } from '../../../platform/runtime/clock.ts';
import { users } from '../../../platform/db/schema/index.ts';
import { emailsTo, redirectTarget, registrationPayload } from '../../auth/routes/test-support.ts';

const t = useTestApp();
const client = t.client;

afterEach(() => resetClock());

const unique = () => Math.random().toString(36).slice(2, 10);
const newAddress = (label: string) => `${label}-${unique()}@example.pe`;
/** An e-mail change as the settings form sends it: the new address and the current password. */
const requestChange = (token: string, email: string) =>
  client.patch('/api/v1/me', { email, current_password: DEFAULT_TEST_PASSWORD }, { token });
const getMe = async (token: string) => (await client.get('/api/v1/me', { token })).json();

/** Every e-mail change link sent to `to`, oldest first (as paths the test client can open). */
async function changeLinks(to: string): Promise<string[]> {
  return (await emailsTo(t.app, to))
    .flatMap((m) => m.links)
    .filter((l) => l.includes('confirm_email_change'))
    .map((l) => {
      const url = new URL(l);
      return `${url.pathname}${url.search}`;
    });
}

async function latestLink(to: string): Promise<string> {
  const link = (await changeLinks(to)).at(-1);
  if (!link) throw new Error(`no e-mail change link to ${to}`);
  return link;
}

/** Opens a link and returns the settings screen's query it redirects to. */
async function open(link: string): Promise<Record<string, string>> {
  return Object.fromEntries(redirectTarget(await client.get(link)).searchParams);
}

async function storedRow(id: number) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  return row;
}

const refusedAsNotPending = { emailChanged: 'false', reason: 'not_pending' };

describe('pending e-mail change', () => {
  it('a request is stored and every answer of the user themself shows it; the old address stays', async () => {
    const { user, token, password } = await createSignedInUser(t.app.db);
    expect((await getMe(token)).user.pending_email).toBeNull();
    const wanted = newAddress('pendiente');

    const res = await requestChange(token, wanted.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email: user.email, pending_email: wanted },
      pending_email: wanted,
    });

    expect((await getMe(token)).user).toMatchObject({ email: user.email, pending_email: wanted });
    const authMe = await client.get('/api/v1/auth/me', { token });
    expect(authMe.json().user.pending_email).toBe(wanted);
    const login = await client.post('/api/v1/auth/login', { email: user.email, password });
    expect(login.json().user).toMatchObject({ email: user.email, pending_email: wanted });

    const row = await storedRow(user.id);
    expect(row).toMatchObject({ email: user.email, pendingEmail: wanted });
    expect(row?.pendingEmailRequestedAt).toBeInstanceOf(Date);

    // A name-only save keeps the pending change and says nothing about e-mail.
    const names = await client.patch('/api/v1/me', { first_name: 'Rosa' }, { token });
    expect(names.json()).toMatchObject({
      pending_email: wanted,
      message: 'Información personal actualizada correctamente',
    });
  });

  it('a second request replaces the first: the older link is refused, the newest one confirms', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const first = newAddress('primero');
    const second = newAddress('segundo');
    expect((await requestChange(token, first)).statusCode).toBe(200);
    const firstLink = await latestLink(first);
    expect((await requestChange(token, second)).statusCode).toBe(200);
    expect((await getMe(token)).user.pending_email).toBe(second);

    expect(await open(firstLink)).toEqual(refusedAsNotPending);
    expect((await storedRow(user.id))?.email).toBe(user.email);
    expect((await getMe(token)).user.pending_email).toBe(second);

    expect(await open(await latestLink(second))).toEqual({ emailChanged: 'true' });
    expect((await getMe(token)).user).toMatchObject({ email: second, pending_email: null });
  });

  it('asking again for the same new address sends a new link and only that one works', async () => {
    const { token } = await createSignedInUser(t.app.db);
    const wanted = newAddress('repetido');
    expect((await requestChange(token, wanted)).statusCode).toBe(200);
    expect((await requestChange(token, wanted)).statusCode).toBe(200);
    const [older, newer] = await changeLinks(wanted);
    expect(older && newer && older !== newer).toBe(true);
    expect(await open(older ?? '')).toEqual(refusedAsNotPending);
    expect(await open(newer ?? '')).toEqual({ emailChanged: 'true' });
    expect((await getMe(token)).user.email).toBe(wanted);
  });

  it('DELETE /me/pending_email cancels it (200 with the user) and its link is then refused', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const wanted = newAddress('cancelado');
    expect((await requestChange(token, wanted)).statusCode).toBe(200);
    const link = await latestLink(wanted);

    expect((await client.delete('/api/v1/me/pending_email')).statusCode).toBe(401);
    const cancelled = await client.delete('/api/v1/me/pending_email', { token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      user: { id: user.id, email: user.email, pending_email: null },
      message: 'Cambio de correo cancelado',
    });
    expect((await getMe(token)).user.pending_email).toBeNull();
    expect(await storedRow(user.id)).toMatchObject({ pendingEmail: null, pendingEmailRequestedAt: null });

    expect(await open(link)).toEqual(refusedAsNotPending);
    expect((await storedRow(user.id))?.email).toBe(user.email);
    // Nothing pending: cancelling again is harmless.
    expect((await client.delete('/api/v1/me/pending_email', { token })).statusCode).toBe(200);
  });

  it('cancelling needs the anti-forgery header like every other write', async () => {
    const { token } = await createSignedInUser(t.app.db);
    const wanted = newAddress('csrf');
    expect((await requestChange(token, wanted)).statusCode).toBe(200);
    const forged = await client.delete('/api/v1/me/pending_email', {
      token,
      headers: { 'x-csrf-token': 'otro' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await getMe(token)).user.pending_email).toBe(wanted);
  });

  it('sending the current address again drops the pending change', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const wanted = newAddress('arrepentido');
    expect((await requestChange(token, wanted)).statusCode).toBe(200);
    const link = await latestLink(wanted);
    const back = await requestChange(token, user.email.toUpperCase());
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ user: { pending_email: null }, pending_email: null });
    expect(await storedRow(user.id)).toMatchObject({ pendingEmail: null, pendingEmailRequestedAt: null });
    expect(await open(link)).toEqual(refusedAsNotPending);
  });

  it('confirming moves the address to email, clears the pending fields, and the link works once', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const wanted = newAddress('confirmado');
    expect((await requestChange(token, wanted)).statusCode).toBe(200);
    const link = await latestLink(wanted);
    expect(await open(link)).toEqual({ emailChanged: 'true' });
    const row = await storedRow(user.id);
    expect(row).toMatchObject({ email: wanted, pendingEmail: null, pendingEmailRequestedAt: null });
    expect(row?.emailConfirmedAt).toBeInstanceOf(Date);
    expect((await getMe(token)).user).toMatchObject({ email: wanted, pending_email: null });
    expect(await open(link)).toEqual({ emailChanged: 'false', reason: 'invalid_token' });
  });

  it('a pending address reserves nothing: another person registers it, and the link is then refused', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const wanted = newAddress('disputado');
    expect((await requestChange(token, wanted)).statusCode).toBe(200);
    const link = await latestLink(wanted);

    const registered = await client.post('/api/v1/auth/register', registrationPayload({ email: wanted }));
    expect(registered.statusCode).toBe(201);

    expect(await open(link)).toEqual({ emailChanged: 'false', reason: 'email_taken' });
    // The change can never happen now, so it is no longer shown as pending.
    expect(await storedRow(user.id)).toMatchObject({ email: user.email, pendingEmail: null });
    expect((await getMe(token)).user.pending_email).toBeNull();
  });

  it('two people may wait for the same address; the first to confirm wins, the other is refused', async () => {
    const ana = await createSignedInUser(t.app.db);
    const beto = await createSignedInUser(t.app.db);
    const wanted = newAddress('compartido');
    expect((await requestChange(ana.token, wanted)).statusCode).toBe(200);
    const anaLink = await latestLink(wanted);
    expect((await requestChange(beto.token, wanted)).statusCode).toBe(200);
    const betoLink = await latestLink(wanted);
    expect(betoLink).not.toBe(anaLink);

    expect(await open(betoLink)).toEqual({ emailChanged: 'true' });
    expect(await open(anaLink)).toEqual({ emailChanged: 'false', reason: 'email_taken' });
    expect((await storedRow(ana.user.id))?.email).toBe(ana.user.email);
    expect((await storedRow(beto.user.id))?.email).toBe(wanted);
    // Once it is Beto's, Ana cannot even ask for it.
    expect((await requestChange(ana.token, wanted)).json().error).toBe('email_taken');
  });

  it('is no longer shown once its link has expired', async () => {
    const { token } = await createSignedInUser(t.app.db);
    const wanted = newAddress('caducado');
    expect((await requestChange(token, wanted)).statusCode).toBe(200);
    const link = await latestLink(wanted);
    advanceClock(25 * HOUR_MS);
    expect((await getMe(token)).user.pending_email).toBeNull();
    expect(await open(link)).toEqual({ emailChanged: 'false', reason: 'expired_token' });
  });

  it("never appears in another person's answers, signed in or not", async () => {
    const owner = await createSignedInUser(t.app.db);
    const colleague = await createSignedInUser(t.app.db, { role: 'agent', companyId: owner.user.companyId });
    const wanted = newAddress('privado');
    expect((await requestChange(owner.token, wanted)).statusCode).toBe(200);
    const { property } = await buildProperty(t.app.db, { companyId: owner.user.companyId ?? 0 });
    const companyId = owner.user.companyId ?? 0;

    const answers = [
      await client.get('/api/v1/me', { token: colleague.token }),
      await client.get('/api/v1/auth/me', { token: colleague.token }),
      await client.get(`/api/v1/companies/${companyId}`),
      await client.get(`/api/v1/companies/${companyId}`, { token: colleague.token }),
      await client.get(`/api/v1/companies/${companyId}/properties`),
      await client.get(`/api/v1/properties/${property.slug}`),
      await client.get('/api/v1/properties'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(wanted);
    }
    expect(answers[0]?.json().user).toMatchObject({ id: colleague.user.id, pending_email: null });
    // The owner does see it (the check above is not vacuous).
    expect((await client.get('/api/v1/me', { token: owner.token })).body).toContain(wanted);
  });
});
