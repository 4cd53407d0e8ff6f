import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { advanceClock, HOUR_MS, resetClock } from '../../../platform/runtime/clock.ts';
import { users } from '../../../platform/db/schema/index.ts';
import { AuditedClient, latestToken, redirectTarget, registrationPayload } from './test-support.ts';

const t = useTestApp();
const client = new AuditedClient(() => t.app);
const issuedTokens: string[] = [];

afterEach(() => resetClock());

async function registerAndGetToken(): Promise<{ email: string; token: string }> {
  const payload = registrationPayload();
  const res = await client.post('/api/v1/auth/register', payload);
  expect(res.statusCode).toBe(201);
  const email = payload.email ?? '';
  const token = await latestToken(t.app, email, '/auth/confirm_email');
  issuedTokens.push(token);
  return { email, token };
}

const confirm = (token?: string) =>
  client.get(`/api/v1/auth/confirm_email${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`);

async function isConfirmed(email: string): Promise<boolean> {
  const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
  return Boolean(user?.emailConfirmedAt);
}

describe('GET /api/v1/auth/confirm_email', () => {
  it('confirms and redirects to the success screen; the link then says already_confirmed', async () => {
    const { email, token } = await registerAndGetToken();
    const first = redirectTarget(await confirm(token));
    expect(first.pathname + first.search).toBe('/auth/confirm-email?status=success&message=confirmed');
    expect(await isConfirmed(email)).toBe(true);

    const again = redirectTarget(await confirm(token));
    expect(again.pathname + again.search).toBe('/auth/confirm-email?status=already_confirmed');
  });

  it('redirects with invalid_token for an unknown, missing or absurd token', async () => {
    for (const token of ['no-existe', undefined, '', 'x'.repeat(500)]) {
      const target = redirectTarget(await confirm(token));
      expect(target.pathname + target.search).toBe('/auth/confirm-email?status=error&message=invalid_token');
    }
  });

  it('redirects with expired_token after 24 hours, and leaves the account unconfirmed', async () => {
    const { email, token } = await registerAndGetToken();
    advanceClock(24 * HOUR_MS + 1000);
    const target = redirectTarget(await confirm(token));
    expect(target.pathname + target.search).toBe('/auth/confirm-email?status=error&message=expired_token');
    expect(await isConfirmed(email)).toBe(false);
  });

  it('still works just before 24 hours', async () => {
    const { token } = await registerAndGetToken();
    advanceClock(24 * HOUR_MS - 60_000);
    expect(redirectTarget(await confirm(token)).searchParams.get('status')).toBe('success');
  });

  it('a newer e-mail invalidates the older link', async () => {
    const { email, token: older } = await registerAndGetToken();
    const resend = await client.post('/api/v1/auth/resend_confirmation', { email });
    expect(resend.statusCode).toBe(200);
    const newer = await latestToken(t.app, email, '/auth/confirm_email');
    issuedTokens.push(newer);
    expect(newer).not.toBe(older);

    const stale = redirectTarget(await confirm(older));
    expect(stale.searchParams.get('message')).toBe('invalid_token');
    expect(await isConfirmed(email)).toBe(false);
    expect(redirectTarget(await confirm(newer)).searchParams.get('message')).toBe('confirmed');
    // Once confirmed, the old link is no error any more: the person is simply confirmed.
    expect(redirectTarget(await confirm(older)).searchParams.get('status')).toBe('already_confirmed');
  });

  it('two simultaneous uses of one link: exactly one success', async () => {
    const { token } = await registerAndGetToken();
    const results = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    const statuses = results.map((res) => redirectTarget(res).searchParams.get('status'));
    expect(statuses.filter((s) => s === 'success')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'already_confirmed')).toHaveLength(2);
  });

  it('never put an e-mail token or a hash in a JSON answer', () => {
    expect(client.leaks(issuedTokens)).toEqual([]);
  });
});
