import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createSignedInUser, DEFAULT_TEST_PASSWORD } from '../../../../test/factories/users.ts';
import { users } from '../../../platform/db/schema/index.ts';
import { emailsTo, latestToken, redirectTarget } from '../../auth/routes/test-support.ts';

/*
 * Someone who learned the password asks to move the account to their own address. Whatever takes the
 * account back (a password change, a reset) or takes it out of use (a deactivation) must also end that
 * request: otherwise its link, opened later, hands the account to the new address.
 */

const t = useTestApp();
const client = t.client;

const NEW_PASSWORD = 'Otra clave de Cusco 2026';
const attackerAddress = () => `intruso-${Math.random().toString(36).slice(2, 10)}@example.pe`;

/** The e-mail change asked with the password, as the settings form sends it; returns its link. */
async function requestChange(token: string, email: string): Promise<string> {
  const res = await client.patch('/api/v1/me', { email, current_password: DEFAULT_TEST_PASSWORD }, { token });
  expect(res.json().pending_email).toBe(email);
  const link = (await emailsTo(t.app, email))
    .flatMap((m) => m.links)
    .find((l) => l.includes('confirm_email_change'));
  if (!link) throw new Error(`no e-mail change link to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function storedRow(id: number) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Each way the account is taken back or out of use, done by whoever may do it. */
const endings: Array<[string, (owner: { id: number; email: string; token: string }) => Promise<void>]> = [
  [
    'the owner changes the password',
    async (owner) => {
      const res = await client.post(
        '/api/v1/me/change_password',
        { currentPassword: DEFAULT_TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        { token: owner.token },
      );
      expect(res.statusCode, res.body).toBe(200);
    },
  ],
  [
    'the owner resets the password',
    async (owner) => {
      expect((await client.post('/api/v1/auth/forgot_password', { email: owner.email })).statusCode).toBe(
        200,
      );
      const token = await latestToken(t.app, owner.email, '/auth/reset_password');
      const res = await client.post('/api/v1/auth/update_password', { token, password: NEW_PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
    },
  ],
  [
    'an admin deactivates the account (and later reactivates it)',
    async (owner) => {
      const admin = await createSignedInUser(t.app.db, { role: 'admin' });
      const url = (action: string) => `/api/v1/admin/users/${owner.id}/${action}`;
      const res = await client.post(
        url('deactivate'),
        { reason: 'Cuenta comprometida' },
        { token: admin.token },
      );
      expect(res.statusCode, res.body).toBe(200);
      expect((await client.post(url('reactivate'), {}, { token: admin.token })).statusCode).toBe(200);
    },
  ],
  [
    'the company deactivates the member',
    async (owner) => {
      const row = await storedRow(owner.id);
      const boss = await createSignedInUser(t.app.db, { role: 'company_admin', companyId: row?.companyId });
      const res = await client.post(
        `/api/v1/companies/${row?.companyId}/members/${owner.id}/deactivate`,
        { reassign_to_id: boss.user.id },
        { token: boss.token },
      );
      expect(res.statusCode, res.body).toBe(200);
    },
  ],
];

describe('a pending e-mail change ends', () => {
  it.each(endings)('when %s: its link no longer changes the address', async (_label, end) => {
    const { user, token } = await createSignedInUser(t.app.db, { role: 'agent' });
    const wanted = attackerAddress();
    const link = await requestChange(token, wanted);

    await end({ id: user.id, email: user.email, token });

    const opened = redirectTarget(await client.get(link));
    expect(Object.fromEntries(opened.searchParams)).toEqual({ emailChanged: 'false', reason: 'not_pending' });
    expect(await storedRow(user.id)).toMatchObject({
      email: user.email,
      pendingEmail: null,
      pendingEmailRequestedAt: null,
    });
  });

  it('when the password changes, a change asked afterwards still works', async () => {
    const { user, token } = await createSignedInUser(t.app.db, { role: 'agent' });
    const changed = await client.post(
      '/api/v1/me/change_password',
      { currentPassword: DEFAULT_TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { token },
    );
    expect(changed.statusCode).toBe(200);
    const wanted = attackerAddress();
    const res = await client.patch(
      '/api/v1/me',
      { email: wanted, current_password: NEW_PASSWORD },
      { token },
    );
    expect(res.json().pending_email).toBe(wanted);
    const link = (await emailsTo(t.app, wanted)).flatMap((m) => m.links).find((l) => l.includes('confirm_'));
    const url = new URL(link ?? '');
    const opened = redirectTarget(await client.get(`${url.pathname}${url.search}`));
    expect(opened.searchParams.get('emailChanged')).toBe('true');
    expect((await storedRow(user.id))?.email).toBe(wanted);
  });
});
