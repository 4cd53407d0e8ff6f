import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createUser } from '../../../../test/factories/users.ts';
import { advanceClock, MINUTE_MS, resetClock } from '../../../platform/runtime/clock.ts';

const t = useTestApp();
const client = t.client;

afterEach(() => resetClock());

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  client.post('/api/v1/auth/login', { email, password }, { headers });

function expectThrottled(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(res.json()).toEqual({
    error: 'rate_limited',
    message: expect.stringMatching(
      /^Demasiados intentos\. Por favor, espera \d+ minutos? e intenta de nuevo\.$/,
    ),
  });
}

describe('login throttling', () => {
  it('blocks an address after 5 failures for 15 minutes, even with the right password', async () => {
    const { user, password } = await createUser(t.app.db);
    for (let i = 0; i < 5; i += 1) expect((await login(user.email, 'clave-equivocada')).statusCode).toBe(401);
    expectThrottled(await login(user.email, password));
    expectThrottled(await login(user.email.toUpperCase(), password));

    advanceClock(15 * MINUTE_MS + 1000);
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the address count', async () => {
    const { user, password } = await createUser(t.app.db);
    for (let i = 0; i < 4; i += 1) await login(user.email, 'clave-equivocada');
    expect((await login(user.email, password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(user.email, 'clave-equivocada')).statusCode).toBe(401);
  });

  it('blocks a client after 20 failures across addresses; X-Forwarded-For does not reset the count', async () => {
    const { user, password } = await createUser(t.app.db);
    // The earlier tests failed from this same client: start after their windows ended.
    advanceClock(31 * MINUTE_MS);
    for (let i = 0; i < 20; i += 1) {
      const res = await login(`desconocido${i}@example.pe`, 'clave-equivocada', {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    expectThrottled(await login(user.email, password, { 'x-forwarded-for': '198.51.100.7' }));
    expectThrottled(await login('otro@example.pe', 'clave-equivocada'));
  });
});
