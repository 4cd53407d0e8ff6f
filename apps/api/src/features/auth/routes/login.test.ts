import { publicUserSchema } from '@inmuebles/shared/users/user-schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createUser } from '../../../../test/factories/users.ts';
import { AuditedClient } from './test-support.ts';

const t = useTestApp();
const client = new AuditedClient(() => t.app);

const login = (email: string, password: string) => client.post('/api/v1/auth/login', { email, password });

const invalidCredentials = {
  error: 'invalid_credentials',
  message: 'Credenciales inválidas. Por favor, verifica tu email y contraseña.',
};

describe('POST /api/v1/auth/login', () => {
  it('answers the public user and an opaque 256-bit token', async () => {
    const { user, password, company } = await createUser(t.app.db, { email: 'gerente@andes.pe' });
    const res = await login('Gerente@Andes.PE', password);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(body.user).sort()).toEqual(Object.keys(publicUserSchema.shape).sort());
    expect(body.user).toEqual({
      id: user.id,
      email: 'gerente@andes.pe',
      first_name: 'Lucía',
      last_name: 'Quispe',
      phone: '+51 987 654 321',
      avatar_url: null,
      role: 'company_admin',
      company_id: company?.id,
      company: { id: company?.id, slug: company?.slug, name: company?.name },
      email_confirmed: true,
      created_at: user.createdAt.toISOString(),
      pending_email: null,
    });

    const me = await client.get('/api/v1/auth/me', { token: body.token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: body.user });
  });

  it('answers the same 401 for a wrong password and an unknown address', async () => {
    const { user } = await createUser(t.app.db);
    const wrongPassword = await login(user.email, 'no-es-la-clave');
    const unknown = await login('nadie-registrado@example.pe', 'no-es-la-clave');
    for (const res of [wrongPassword, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(invalidCredentials);
    }
  });

  it('answers 401 email_not_confirmed with the address for the right password of an unconfirmed account', async () => {
    const { user, password } = await createUser(t.app.db, { emailConfirmedAt: null });
    const res = await login(user.email, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'email_not_confirmed',
      message: 'Confirma tu correo electrónico',
      email_confirmed: false,
      email: user.email,
    });
    // The wrong password of an unconfirmed account reveals nothing more than for any other account.
    expect((await login(user.email, 'no-es-la-clave')).json()).toEqual(invalidCredentials);
  });

  it('answers 422 with the form messages for an invalid body', async () => {
    const res = await client.post('/api/v1/auth/login', { email: 'no-es-correo', password: '123' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({
      error: 'validation_failed',
      message: 'Datos inválidos. Por favor, revisa los campos.',
    });
    expect(body.errors.join()).toContain('Ingresa un correo válido');
    expect(body.errors.join()).toContain('Mínimo 6 caracteres');
    const missing = await client.post('/api/v1/auth/login', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.join()).toContain('La contraseña es requerida');
  });

  it('accepts an older 6-character password at login (only new passwords need 8)', async () => {
    const { user } = await createUser(t.app.db, { password: 'qx7#pz' });
    expect((await login(user.email, 'qx7#pz')).statusCode).toBe(200);
  });

  it('never answers a password hash', () => {
    expect(client.leaks([])).toEqual([]);
  });
});
