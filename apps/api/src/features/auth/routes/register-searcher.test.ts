import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { users } from '../../../platform/db/schema/index.ts';
import { AuditedClient, emailsTo } from './test-support.ts';

/* "Busco inmueble" (docs/product/searcher-accounts.md): a personal account, role user, no company. */

const t = useTestApp();
const client = new AuditedClient(() => t.app);

const payload = (overrides: Record<string, string> = {}) => ({
  first_name: 'Carmen',
  last_name: 'Rojas',
  email: `carmen-${Math.random().toString(36).slice(2, 10)}@example.pe`,
  password: 'Barranco-Mar-2026',
  password_confirmation: 'Barranco-Mar-2026',
  ...overrides,
});

describe('POST /api/v1/auth/register_searcher', () => {
  it('creates a user without company, unconfirmed, and sends the same confirmation e-mail', async () => {
    const res = await client.post('/api/v1/auth/register_searcher', payload({ email: 'Carmen@Example.PE' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Cuenta creada. Revisa tu correo electrónico para confirmar tu cuenta.',
    });
    const [user] = await t.app.db.select().from(users).where(eq(users.email, 'carmen@example.pe'));
    expect(user).toMatchObject({ role: 'user', companyId: null, phone: null, emailConfirmedAt: null });
    const [mail] = await emailsTo(t.app, 'carmen@example.pe');
    expect(mail?.subject).toBe('Confirma tu cuenta en InmoPerú');

    expect(mail?.links[0]).toContain('token=');

    // Once confirmed, the person signs in as a searcher.
    await t.app.db
      .update(users)
      .set({ emailConfirmedAt: new Date() })
      .where(eq(users.id, user?.id ?? -1));
    const login = await client.post('/api/v1/auth/login', {
      email: 'carmen@example.pe',
      password: 'Barranco-Mar-2026',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'user' });
  });

  it('keeps an optional phone, validated like the company form', async () => {
    const ok = await client.post('/api/v1/auth/register_searcher', payload({ phone: '+51 987 654 321' }));
    expect(ok.statusCode).toBe(201);
    const bad = await client.post('/api/v1/auth/register_searcher', payload({ phone: 'llámame' }));
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('Ingresa un teléfono válido');
  });

  it('refuses a taken address, a common password and mismatched passwords with Spanish messages', async () => {
    const first = payload();
    expect((await client.post('/api/v1/auth/register_searcher', first)).statusCode).toBe(201);
    const again = await client.post('/api/v1/auth/register_searcher', { ...first });
    expect(again.statusCode).toBe(422);
    expect(JSON.stringify(again.json())).toMatch(/correo/i);
    const common = await client.post(
      '/api/v1/auth/register_searcher',
      payload({ password: 'password123', password_confirmation: 'password123' }),
    );
    expect(common.statusCode).toBe(422);
    const mismatch = await client.post(
      '/api/v1/auth/register_searcher',
      payload({ password_confirmation: 'Otra-Clave-2026' }),
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.join(' ')).toMatch(/contraseñas/i);
  });

  it('names the missing field in Spanish, and ignores the company block', async () => {
    const res = await client.post('/api/v1/auth/register_searcher', payload({ first_name: '' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.join(' ')).toContain('Los nombres son requeridos');
  });
});
