import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { createSession } from '../../auth/sessions.ts';

const t = useTestApp();
const client = t.client;

const NEW_PASSWORD = 'Barranco-Mar-2026!';
const change = (token: string, body: unknown) => client.post('/api/v1/me/change_password', body, { token });
const me = (token: string) => client.get('/api/v1/me', { token });

describe('POST /me/change_password', () => {
  it('a wrong current password is 401 invalid_current_password and the session stays open', async () => {
    const { token } = await createSignedInUser(t.app.db);
    const res = await change(token, {
      currentPassword: 'no-es-la-clave',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'invalid_current_password',
      message: 'Contraseña actual incorrecta',
    });
    expect((await me(token)).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'La contraseña actual es requerida'],
    [
      { currentPassword: 'x', newPassword: 'corta12', confirmPassword: 'corta12' },
      'La contraseña debe tener al menos 8 caracteres',
    ],
    [
      { currentPassword: 'x', newPassword: NEW_PASSWORD, confirmPassword: 'Otra-Clave-2026' },
      'Las contraseñas no coinciden',
    ],
    [{ currentPassword: 'x', newPassword: NEW_PASSWORD }, 'Confirma tu nueva contraseña'],
    [
      { currentPassword: 'x', newPassword: 'a'.repeat(129), confirmPassword: 'a'.repeat(129) },
      'Máximo 128 caracteres',
    ],
  ])('refuses %j with 422', async (body, message) => {
    const { token } = await createSignedInUser(t.app.db);
    const res = await change(token, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.join(' | ')).toContain(message);
  });

  it('refuses a common new password with 422 after checking the current one', async () => {
    const { token, password } = await createSignedInUser(t.app.db);
    const res = await change(token, {
      currentPassword: password,
      newPassword: 'password123',
      confirmPassword: 'password123',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
    ]);
  });

  it('changes the password, ends every other session and keeps this one', async () => {
    const { user, token, password } = await createSignedInUser(t.app.db);
    const otherDevice = await createSession(t.app.db, user.id);
    const res = await change(token, {
      currentPassword: password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Contraseña cambiada correctamente' });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await client.post('/api/v1/auth/login', { email: user.email, password })).statusCode).toBe(401);
    expect(
      (await client.post('/api/v1/auth/login', { email: user.email, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('after 5 wrong current passwords answers 429, even with the right one', async () => {
    const { token, password } = await createSignedInUser(t.app.db);
    const attempt = (currentPassword: string) =>
      change(token, { currentPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    for (let i = 0; i < 5; i += 1) expect((await attempt(`mal-${i}`)).statusCode).toBe(401);
    const blocked = await attempt(password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('rate_limited');
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('needs a session', async () => {
    const res = await client.post('/api/v1/me/change_password', {
      currentPassword: 'x',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthorized');
  });
});
