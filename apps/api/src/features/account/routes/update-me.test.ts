import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createSignedInUser, DEFAULT_TEST_PASSWORD } from '../../../../test/factories/users.ts';
import { advanceClock, HOUR_MS, resetClock } from '../../../platform/runtime/clock.ts';
import { findInquiryRecipients } from '../../contact-requests/recipients.ts';
import { users } from '../../../platform/db/schema/index.ts';
import { findUserById } from '../../auth/users-repository.ts';
import { emailsTo, redirectTarget } from '../../auth/routes/test-support.ts';

const t = useTestApp();
const client = t.client;

afterEach(() => resetClock());

const patchMe = (token: string, body: unknown) => client.patch('/api/v1/me', body, { token });
const unique = () => Math.random().toString(36).slice(2, 10);

async function confirmationLink(to: string): Promise<string> {
  const link = (await emailsTo(t.app, to))
    .flatMap((m) => m.links)
    .find((l) => l.includes('confirm_email_change'));
  if (!link) throw new Error(`no e-mail change link to ${to}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe('GET /me', () => {
  it('answers the user and the notification preferences (defaults true, true, false)', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const res = await client.get('/api/v1/me', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: user.id, email: user.email, first_name: 'Lucía' },
      notification_preferences: { emailNotifications: true, propertyInquiries: true, systemUpdates: false },
    });
    expect((await client.get('/api/v1/me')).statusCode).toBe(401);
  });
});

describe('PATCH /me', () => {
  it('updates names and phone, in the { user } wrapper or at the top level', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const res = await patchMe(token, {
      user: { first_name: ' Ana María ', last_name: 'Pérez', email: user.email, phone: '+51 999 888 777' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { first_name: 'Ana María', last_name: 'Pérez', phone: '+51 999 888 777', email: user.email },
      pending_email: null,
      message: 'Información personal actualizada correctamente',
    });
    const top = await patchMe(token, { first_name: 'Rosa', last_name: 'Huamán', phone: '' });
    expect(top.statusCode).toBe(200);
    expect(top.json().user).toMatchObject({ first_name: 'Rosa', last_name: 'Huamán', phone: null });
    expect((await client.get('/api/v1/me', { token })).json().user.first_name).toBe('Rosa');
  });

  it.each([
    [{ first_name: '', last_name: 'Pérez', email: 'a@example.pe' }, 'El nombre es requerido'],
    [{ first_name: '   ', last_name: 'Pérez', email: 'a@example.pe' }, 'El nombre es requerido'],
    [{ first_name: 'Ana', last_name: '', email: 'a@example.pe' }, 'El apellido es requerido'],
    [{ first_name: 'Ana', last_name: 'Pérez', email: 'no-es-correo' }, 'Email válido es requerido'],
    [{ first_name: 'Ana', last_name: 'Pérez', email: '' }, 'Email válido es requerido'],
    [{ first_name: 'Ana', last_name: 'Pérez', phone: 'llámame' }, 'Ingresa un teléfono válido'],
    [{ notification_preferences: { emailNotifications: 'sí' } }, 'emailNotifications'],
  ])('refuses %j with 422 naming the rule', async (fields, message) => {
    const { user, token } = await createSignedInUser(t.app.db);
    const res = await patchMe(token, { user: fields });
    const wrapped = 'notification_preferences' in fields ? await patchMe(token, fields) : res;
    expect(wrapped.statusCode).toBe(422);
    expect(wrapped.json().error).toBe('validation_failed');
    expect(wrapped.json().errors.join(' | ')).toContain(message);
    const row = await findUserById(t.app.db, user.id);
    expect(row?.firstName).toBe('Lucía');
  });

  it('ignores role, company_id and other columns (mass assignment)', async () => {
    const { user, token } = await createSignedInUser(t.app.db, { role: 'agent' });
    const res = await patchMe(token, {
      user: { first_name: 'Eva', role: 'admin', company_id: 999, email_confirmed: false, password_hash: 'x' },
      role: 'admin',
      company_id: 999,
      id: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ first_name: 'Eva', role: 'agent', company_id: user.companyId });
    const row = await findUserById(t.app.db, user.id);
    expect(row).toMatchObject({ role: 'agent', companyId: user.companyId, passwordHash: user.passwordHash });
  });

  it('stores notification preferences, answers them and the inquiry e-mails honour them', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const res = await patchMe(token, {
      notification_preferences: { emailNotifications: true, propertyInquiries: false, systemUpdates: true },
    });
    expect(res.statusCode).toBe(200);
    const prefs = { emailNotifications: true, propertyInquiries: false, systemUpdates: true };
    expect(res.json().notification_preferences).toEqual(prefs);
    expect((await client.get('/api/v1/me', { token })).json().notification_preferences).toEqual(prefs);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.notificationPreferences).toEqual(prefs);
    expect(await findInquiryRecipients(t.app.db, user.companyId ?? 0, null)).toEqual([]);

    const partial = await patchMe(token, { notification_preferences: { propertyInquiries: true } });
    expect(partial.json().notification_preferences).toEqual({ ...prefs, propertyInquiries: true });
    expect((await findInquiryRecipients(t.app.db, user.companyId ?? 0, null)).map((r) => r.email)).toEqual([
      user.email,
    ]);
  });

  it('an e-mail change keeps the old address until the link sent to the new one is opened', async () => {
    const { user, token, password } = await createSignedInUser(t.app.db);
    const newEmail = `nuevo-${unique()}@example.pe`;
    const res = await patchMe(token, {
      user: { first_name: 'Lucía', last_name: 'Quispe', email: ` ${newEmail.toUpperCase()} ` },
      current_password: DEFAULT_TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: user.email }, pending_email: newEmail });
    expect(res.json().message).toContain('confirmes');
    expect((await findUserById(t.app.db, user.id))?.email).toBe(user.email);

    const mails = await emailsTo(t.app, newEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Confirma tu nuevo correo en InmoPerú');
    // The old address is told, with a link that undoes the change.
    expect((await emailsTo(t.app, user.email)).map((mail) => mail.subject)).toEqual([
      'Tu correo de InmoPerú está por cambiar',
    ]);

    // The old address still signs in until the change is confirmed.
    const before = await client.post('/api/v1/auth/login', { email: user.email, password });
    expect(before.statusCode).toBe(200);

    const link = await confirmationLink(newEmail);
    const opened = await client.get(link);
    const target = redirectTarget(opened);
    expect(target.pathname).toBe('/settings');
    expect(target.searchParams.get('emailChanged')).toBe('true');
    expect((await client.get('/api/v1/me', { token })).json().user.email).toBe(newEmail);
    expect((await client.post('/api/v1/auth/login', { email: newEmail, password })).statusCode).toBe(200);
    expect((await client.post('/api/v1/auth/login', { email: user.email, password })).statusCode).toBe(401);

    // The link works once.
    const again = redirectTarget(await client.get(link));
    expect(Object.fromEntries(again.searchParams)).toEqual({
      emailChanged: 'false',
      reason: 'invalid_token',
    });
  });

  it('refuses an address of another account with 422; a broken or expired link changes nothing', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const other = await createSignedInUser(t.app.db);
    const taken = await patchMe(token, {
      email: other.user.email.toUpperCase(),
      current_password: DEFAULT_TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      error: 'email_taken',
      message: 'El correo electrónico ya está registrado',
      errors: ['El correo electrónico ya está registrado'],
    });

    const newEmail = `tarde-${unique()}@example.pe`;
    expect(
      (await patchMe(token, { email: newEmail, current_password: DEFAULT_TEST_PASSWORD })).statusCode,
    ).toBe(200);
    const link = await confirmationLink(newEmail);
    const tampered = link.replace(/token=([^&]{5})/, 'token=AAAAA');
    expect(redirectTarget(await client.get(tampered)).searchParams.get('reason')).toBe('invalid_token');
    expect(
      redirectTarget(await client.get('/api/v1/me/confirm_email_change')).searchParams.get('reason'),
    ).toBe('invalid_token');
    advanceClock(25 * HOUR_MS);
    expect(redirectTarget(await client.get(link)).searchParams.get('reason')).toBe('expired_token');
    expect((await findUserById(t.app.db, user.id))?.email).toBe(user.email);
  });

  it('a link whose address was taken meanwhile answers email_taken', async () => {
    const { token } = await createSignedInUser(t.app.db);
    const newEmail = `disputado-${unique()}@example.pe`;
    expect(
      (await patchMe(token, { email: newEmail, current_password: DEFAULT_TEST_PASSWORD })).statusCode,
    ).toBe(200);
    const link = await confirmationLink(newEmail);
    await createSignedInUser(t.app.db, { email: newEmail });
    expect(redirectTarget(await client.get(link)).searchParams.get('reason')).toBe('email_taken');
  });
});
