import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, DAY_MS, resetClock } from '../../src/platform/runtime/clock.ts';
import { createSession } from '../../src/features/auth/sessions.ts';
import { emailsTo, latestToken, redirectTarget } from '../../src/features/auth/routes/test-support.ts';
import { useTestApp } from '../use-test-app.ts';
import { createSignedInUser, DEFAULT_TEST_PASSWORD } from '../factories/users.ts';

/*
 * Account takeover: a stolen session could move the account to another address (no password,
 * the old address never told, other sessions kept), and "already taken" answered before any rate limit.
 */

const t = useTestApp();
const client = t.client;

afterEach(() => resetClock());

const fresh = () => `nuevo-${randomUUID().slice(0, 8)}@example.pe`;
const patchMe = (token: string, body: unknown) => client.patch('/api/v1/me', body, { token });
const meStatus = async (token: string) => (await client.get('/api/v1/me', { token })).statusCode;
const currentEmail = async (token: string) => (await client.get('/api/v1/me', { token })).json().user.email;

async function openLink(to: string, path: 'confirm_email_change' | 'cancel_email_change') {
  const token = await latestToken(t.app, to, path);
  return redirectTarget(await client.get(`/api/v1/me/${path}?token=${encodeURIComponent(token)}`));
}

describe('PATCH /me with a new e-mail', () => {
  it('requires the current password: 422 without it, 403 when wrong, and nothing changes', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const wanted = fresh();
    const missing = await patchMe(token, { email: wanted });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      error: 'validation_failed',
      message: 'Ingresa tu contraseña actual para cambiar el correo electrónico',
      errors: ['current_password: Ingresa tu contraseña actual para cambiar el correo electrónico'],
    });
    const wrong = await patchMe(token, { user: { email: wanted, current_password: 'no-es-la-clave' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      error: 'invalid_current_password',
      message: 'Contraseña actual incorrecta',
    });
    expect((await client.get('/api/v1/me', { token })).json().user).toMatchObject({
      email: user.email,
      pending_email: null,
    });
    expect(await emailsTo(t.app, wanted)).toEqual([]);
    // Names alone still need no password.
    expect((await patchMe(token, { first_name: 'Rosa' })).statusCode).toBe(200);
  });

  it('tells the old address with a cancel link, and ends every other session (this one stays)', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const otherDevice = await createSession(t.app.db, user.id);
    const wanted = fresh();
    const res = await patchMe(token, { email: wanted, current_password: DEFAULT_TEST_PASSWORD });
    expect(res.statusCode).toBe(200);

    const [notice] = await emailsTo(t.app, user.email);
    expect(notice?.subject).toBe('Tu correo de InmoPerú está por cambiar');
    expect(notice?.text).toContain(`a ${wanted}`);
    expect(notice?.text).toContain(
      'El enlace sirve hasta que se confirme el cambio y durante 7 días después.',
    );
    expect(notice?.links[0]).toMatch(/^http:\/\/localhost:3000\/api\/v1\/me\/cancel_email_change\?token=/);
    expect(await meStatus(token)).toBe(200);
    expect(await meStatus(otherDevice)).toBe(401);
  });

  it('the cancel link, while the change is pending, forgets it and ends all sessions', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const wanted = fresh();
    await patchMe(token, { email: wanted, current_password: DEFAULT_TEST_PASSWORD });
    const target = await openLink(user.email, 'cancel_email_change');
    expect(`${target.pathname}${target.search}`).toBe('/login?emailChangeCancelled=true');
    expect(await meStatus(token)).toBe(401);
    // The confirmation link sent to the new address no longer works.
    const confirm = await openLink(wanted, 'confirm_email_change');
    expect(confirm.searchParams.get('emailChanged')).toBe('false');
    const login = await client.post('/api/v1/auth/login', {
      email: user.email,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(login.json().user).toMatchObject({ email: user.email, pending_email: null });
  });

  it('the cancel link restores the old address up to 7 days after the change is confirmed, once', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const wanted = fresh();
    await patchMe(token, { email: wanted, current_password: DEFAULT_TEST_PASSWORD });
    expect((await openLink(wanted, 'confirm_email_change')).searchParams.get('emailChanged')).toBe('true');
    expect(await currentEmail(token)).toBe(wanted);

    advanceClock(6 * DAY_MS);
    const cancelLink = await latestToken(t.app, user.email, 'cancel_email_change');
    const undo = redirectTarget(await client.get(`/api/v1/me/cancel_email_change?token=${cancelLink}`));
    expect(undo.searchParams.get('emailChangeCancelled')).toBe('true');
    expect(await meStatus(token)).toBe(401);
    const login = await client.post('/api/v1/auth/login', {
      email: user.email,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);

    const again = redirectTarget(await client.get(`/api/v1/me/cancel_email_change?token=${cancelLink}`));
    expect(Object.fromEntries(again.searchParams)).toEqual({
      emailChangeCancelled: 'false',
      reason: 'invalid_token',
    });
  });

  it('the cancel link no longer works more than 7 days after the confirmation', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const wanted = fresh();
    await patchMe(token, { email: wanted, current_password: DEFAULT_TEST_PASSWORD });
    await openLink(wanted, 'confirm_email_change');
    advanceClock(7 * DAY_MS + 60_000);
    const late = await openLink(user.email, 'cancel_email_change');
    expect(late.searchParams.get('emailChangeCancelled')).toBe('false');
    // (The session itself has gone idle by now: the account is checked by signing in.)
    const login = await client.post('/api/v1/auth/login', { email: wanted, password: DEFAULT_TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('answers "already taken" only within the e-mail change rate limit (429 after 5)', async () => {
    const { token } = await createSignedInUser(t.app.db);
    const other = await createSignedInUser(t.app.db);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await patchMe(token, { email: other.user.email, current_password: DEFAULT_TEST_PASSWORD });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429]);
  });
});
