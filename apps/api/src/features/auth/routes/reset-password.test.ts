import { passwordMessages } from '@inmuebles/shared/auth/password-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createSignedInUser, createUser } from '../../../../test/factories/users.ts';
import { advanceClock, HOUR_MS, resetClock } from '../../../platform/runtime/clock.ts';
import { AuditedClient, latestToken, redirectTarget } from './test-support.ts';

const t = useTestApp();
const client = new AuditedClient(() => t.app);
const emailTokens: string[] = [];

afterEach(() => resetClock());

async function requestReset(email: string): Promise<string> {
  expect((await client.post('/api/v1/auth/forgot_password', { email })).statusCode).toBe(200);
  const token = await latestToken(t.app, email, '/auth/reset_password');
  emailTokens.push(token);
  return token;
}

const openLink = async (token?: string) =>
  redirectTarget(
    await client.get(
      `/api/v1/auth/reset_password${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
    ),
  );
const update = (token: string, password: string) =>
  client.post('/api/v1/auth/update_password', { token, password });

const invalidToken = {
  error: 'invalid_token',
  message: 'Token de recuperación inválido o ya ha sido utilizado',
};
const expiredToken = {
  error: 'expired_token',
  message: 'El token de recuperación ha expirado. Por favor, solicita uno nuevo',
};

describe('GET /api/v1/auth/reset_password (the e-mail link)', () => {
  it('redirects to the form with the token, without using it', async () => {
    const { user } = await createUser(t.app.db);
    const token = await requestReset(user.email);
    for (let i = 0; i < 2; i += 1) {
      const target = await openLink(token);
      expect(target.pathname).toBe('/auth/reset-password');
      expect(Object.fromEntries(target.searchParams)).toEqual({ status: 'valid', token });
    }
  });

  it('redirects with invalid_token (unknown, missing) and expired_token (after 2 hours)', async () => {
    for (const token of ['no-existe', undefined]) {
      const target = await openLink(token);
      expect(target.pathname + target.search).toBe('/auth/reset-password?status=error&message=invalid_token');
    }
    const { user } = await createUser(t.app.db);
    const token = await requestReset(user.email);
    advanceClock(2 * HOUR_MS + 1000);
    const target = await openLink(token);
    expect(target.pathname + target.search).toBe('/auth/reset-password?status=error&message=expired_token');
  });
});

describe('POST /api/v1/auth/update_password', () => {
  it('sets the new password, ends every session, and the token works once', async () => {
    const { user, password: oldPassword, token: session } = await createSignedInUser(t.app.db);
    expect((await client.get('/api/v1/me', { token: session })).statusCode).toBe(200);
    const token = await requestReset(user.email);

    const res = await update(token, 'Nueva clave de Arequipa 2026');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Contraseña actualizada correctamente' });

    const rejected = await client.get('/api/v1/me', { token: session });
    expect(rejected.statusCode).toBe(401);
    expect(rejected.json()).toEqual({
      error: 'unauthorized',
      message: 'Debes iniciar sesión para continuar',
    });

    const login = (password: string) => client.post('/api/v1/auth/login', { email: user.email, password });
    expect((await login(oldPassword)).statusCode).toBe(401);
    expect((await login('Nueva clave de Arequipa 2026')).statusCode).toBe(200);

    expect(await update(token, 'Otra clave distinta 2026')).toMatchObject({ statusCode: 404 });
    expect((await update(token, 'Otra clave distinta 2026')).json()).toEqual(invalidToken);
    expect((await openLink(token)).searchParams.get('message')).toBe('invalid_token');
  });

  it('answers 404 for an unknown token and for one superseded by a newer e-mail', async () => {
    expect((await update('no-existe', 'Clave larga y rara 2026')).json()).toEqual(invalidToken);
    const { user } = await createUser(t.app.db);
    const older = await requestReset(user.email);
    const newer = await requestReset(user.email);
    const res = await update(older, 'Clave larga y rara 2026');
    expect(res.statusCode).toBe(404);
    expect((await update(newer, 'Clave larga y rara 2026')).statusCode).toBe(200);
  });

  it('answers 422 expired_token after 2 hours', async () => {
    const { user } = await createUser(t.app.db);
    const token = await requestReset(user.email);
    advanceClock(2 * HOUR_MS + 1000);
    const res = await update(token, 'Clave larga y rara 2026');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(expiredToken);
  });

  it('refuses a 7-character and a common password with 422, without using up the token', async () => {
    const { user } = await createUser(t.app.db);
    const token = await requestReset(user.email);
    const short = await update(token, 'Abc1234');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.join()).toContain(passwordMessages.tooShort);
    const common = await update(token, 'iloveyou');
    expect(common.statusCode).toBe(422);
    expect(common.json()).toMatchObject({ error: 'validation_failed', errors: [passwordMessages.tooCommon] });
    expect((await update(token, 'Clave larga y rara 2026')).statusCode).toBe(200);
  });

  it('two simultaneous uses of one token: exactly one succeeds', async () => {
    const { user } = await createUser(t.app.db);
    const token = await requestReset(user.email);
    const results = await Promise.all([
      update(token, 'Primera clave nueva 2026'),
      update(token, 'Segunda clave nueva 2026'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });

  it('confirms an unconfirmed account (the e-mail proved the address)', async () => {
    const { user } = await createUser(t.app.db, { emailConfirmedAt: null });
    const token = await requestReset(user.email);
    expect((await update(token, 'Clave larga y rara 2026')).statusCode).toBe(200);
    const login = await client.post('/api/v1/auth/login', {
      email: user.email,
      password: 'Clave larga y rara 2026',
    });
    expect(login.statusCode).toBe(200);
  });

  it('never put an e-mail token or a hash in a JSON answer', () => {
    expect(client.leaks(emailTokens)).toEqual([]);
  });
});
