import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { advanceClock, DAY_MS, MINUTE_MS, resetClock } from '../../../platform/runtime/clock.ts';
import { hashSecretToken } from '../secret-tokens.ts';
import { sessions } from '../../../platform/db/schema/index.ts';
import { AuditedClient } from './test-support.ts';

const t = useTestApp();
const client = new AuditedClient(() => t.app);

afterEach(() => resetClock());

const unauthorized = { error: 'unauthorized', message: 'Debes iniciar sesión para continuar' };
const me = (token?: string) => client.get('/api/v1/me', token ? { token } : {});

describe('sessions', () => {
  it('GET /me and GET /auth/me answer the user; without a session 401', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, email: user.email });
    expect((await client.get('/api/v1/auth/me', { token })).json().user).toEqual(res.json().user);

    for (const bad of [undefined, 'no-existe', 'x'.repeat(300)]) {
      const anonymous = await me(bad);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(unauthorized);
    }
  });

  it('stores only the SHA-256 of the token', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashSecretToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('logout revokes the session; logout without a session still answers 200', async () => {
    const { token } = await createSignedInUser(t.app.db);
    const out = await client.post('/api/v1/auth/logout', undefined, { token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Sesión cerrada correctamente' });
    expect((await me(token)).statusCode).toBe(401);
    expect((await client.post('/api/v1/auth/logout', undefined, { token })).statusCode).toBe(200);
    expect((await client.post('/api/v1/auth/logout')).statusCode).toBe(200);
  });

  it('a dead token is anonymous on a public route', async () => {
    const { token } = await createSignedInUser(t.app.db);
    await client.post('/api/v1/auth/logout', undefined, { token });
    const res = await client.post('/api/v1/auth/forgot_password', { email: 'x@example.pe' }, { token });
    expect(res.statusCode).toBe(200);
  });

  it('idle timeout: 7 days without use ends the session; use slides it', async () => {
    const idle = await createSignedInUser(t.app.db);
    const active = await createSignedInUser(t.app.db);
    for (let day = 0; day < 3; day += 1) {
      advanceClock(6 * DAY_MS);
      expect((await me(active.token)).statusCode, `day ${(day + 1) * 6}`).toBe(200);
    }
    expect((await me(idle.token)).statusCode).toBe(401);
  });

  it('absolute lifetime: 30 days after sign-in, however active', async () => {
    const { token } = await createSignedInUser(t.app.db);
    for (let day = 1; day <= 29; day += 1) {
      advanceClock(DAY_MS);
      expect((await me(token)).statusCode, `day ${day}`).toBe(200);
    }
    advanceClock(DAY_MS + MINUTE_MS);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('writes last_seen_at at most once a minute', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const lastSeen = async () =>
      (await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]?.lastSeenAt.getTime();
    const start = await lastSeen();
    advanceClock(30_000);
    await me(token);
    expect(await lastSeen()).toBe(start);
    advanceClock(31_000);
    await me(token);
    expect(await lastSeen()).toBeGreaterThan(start ?? 0);
  });

  it('never answers a hash', () => {
    expect(client.leaks([])).toEqual([]);
  });
});
