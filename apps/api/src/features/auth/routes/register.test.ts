import { passwordMessages } from '@inmuebles/shared/auth/password-rules';
import { authMessages } from '@inmuebles/shared/auth/responses';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { companies, emailOutbox, emailTokens, users } from '../../../platform/db/schema/index.ts';
import { AuditedClient, emailsTo, registrationPayload } from './test-support.ts';

const t = useTestApp();
const client = new AuditedClient(() => t.app);

describe('POST /api/v1/auth/register', () => {
  it('creates the company, its company_admin and the confirmation e-mail, and answers only a message', async () => {
    const payload = registrationPayload({
      email: 'Rosa.Huaman@Example.PE',
      company_name: 'Inversiones Álamo & Cía.',
      company_website: 'alamo.pe',
      company_facebook: 'javascript:alert(1)',
      company_instagram: '@alamo',
    });
    const res = await client.post('/api/v1/auth/register', payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Cuenta creada. Revisa tu correo electrónico para confirmar tu cuenta.',
    });

    const [user] = await t.app.db.select().from(users).where(eq(users.email, 'rosa.huaman@example.pe'));
    expect(user).toMatchObject({ role: 'company_admin', firstName: 'Rosa', emailConfirmedAt: null });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [company] = await t.app.db
      .select()
      .from(companies)
      .where(eq(companies.id, user?.companyId ?? -1));
    expect(company).toMatchObject({
      name: 'Inversiones Álamo & Cía.',
      slug: 'inversiones-alamo-cia',
      website: 'https://alamo.pe',
      socialLinks: { instagram: '@alamo' },
    });
    const tokens = await t.app.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.userId, user?.id ?? -1));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.purpose).toBe('confirm_email');
    expect((tokens[0]?.expiresAt.getTime() ?? 0) - (tokens[0]?.createdAt.getTime() ?? 0)).toBe(
      24 * 3600 * 1000,
    );

    const [mail] = await emailsTo(t.app, 'rosa.huaman@example.pe');
    expect(mail?.subject).toBe('Confirma tu cuenta en InmoPerú');
    expect(mail?.text).toContain('El enlace vence en 24 horas');
    expect(mail?.html).toContain('InmoPerú');
    expect(mail?.links[0]).toMatch(
      /^http:\/\/localhost:3000\/api\/v1\/auth\/confirm_email\?token=[\w-]{43}$/,
    );
    const [row] = await t.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'rosa.huaman@example.pe'));
    expect(row?.status).toBe('sent');
  });

  it('gives the same company name a unique slug (-2, -3...)', async () => {
    for (const n of [1, 2, 3]) {
      const res = await client.post(
        '/api/v1/auth/register',
        registrationPayload({ company_name: 'Casa Lima' }),
      );
      expect(res.statusCode, `registration ${n}`).toBe(201);
    }
    const slugs = (await t.app.db.select({ slug: companies.slug }).from(companies)).map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['casa-lima', 'casa-lima-2', 'casa-lima-3']));
  });

  it('simultaneous registrations: one company slug each, one account per address', async () => {
    const sameCompany = await Promise.all(
      [1, 2, 3].map(() =>
        client.post('/api/v1/auth/register', registrationPayload({ company_name: 'Sol de Ica' })),
      ),
    );
    expect(sameCompany.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const slugs = (await t.app.db.select({ slug: companies.slug }).from(companies)).map((c) => c.slug);
    expect(slugs.filter((s) => s.startsWith('sol-de-ica')).sort()).toEqual([
      'sol-de-ica',
      'sol-de-ica-2',
      'sol-de-ica-3',
    ]);

    const payload = registrationPayload();
    const sameEmail = await Promise.all([1, 2, 3].map(() => client.post('/api/v1/auth/register', payload)));
    expect(sameEmail.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    for (const res of sameEmail.filter((r) => r.statusCode === 422)) {
      expect(res.json().errors).toEqual(['El correo electrónico ya está registrado']);
    }
  });

  it('refuses an address already registered (any letter case) with a 422 errors array', async () => {
    const payload = registrationPayload();
    expect((await client.post('/api/v1/auth/register', payload)).statusCode).toBe(201);
    const again = await client.post('/api/v1/auth/register', {
      ...payload,
      email: payload.email?.toUpperCase(),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      error: 'validation_failed',
      message: 'Datos inválidos. Por favor, revisa los campos.',
      errors: ['El correo electrónico ya está registrado'],
    });
  });

  it('refuses a password of 7 characters and a common one', async () => {
    const short = await client.post(
      '/api/v1/auth/register',
      registrationPayload({ password: 'Abc1234', password_confirmation: 'Abc1234' }),
    );
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.join(' ')).toContain(passwordMessages.tooShort);

    const common = await client.post(
      '/api/v1/auth/register',
      registrationPayload({ password: 'Password123', password_confirmation: 'Password123' }),
    );
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual([passwordMessages.tooCommon]);
  });

  it('accepts a long passphrase with any characters', async () => {
    const passphrase = 'el cóndor pasa sobre el Misti 🏔️ '.repeat(3).trim();
    const res = await client.post(
      '/api/v1/auth/register',
      registrationPayload({ password: passphrase, password_confirmation: passphrase }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('answers 422 with the schema messages for shape violations', async () => {
    const res = await client.post(
      '/api/v1/auth/register',
      registrationPayload({
        first_name: 'A',
        phone: 'llámame',
        email: 'no-es-correo',
        password_confirmation: 'otra-cosa-distinta',
        company_name: '',
        company_phone: 'abc',
      }),
    );
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.error).toBe('validation_failed');
    expect(body.message).toBe('Datos inválidos. Por favor, revisa los campos.');
    const all = body.errors.join('\n');
    for (const message of [
      'Los nombres son requeridos',
      'Ingresa un teléfono válido',
      'Ingresa un correo válido',
      'Las contraseñas no coinciden',
      'El nombre de la empresa es requerido',
      'Formato de teléfono inválido',
    ]) {
      expect(all).toContain(message);
    }
  });

  it('answers 400 to a body that is not a JSON object, or not JSON at all', async () => {
    for (const payload of [[1, 2], '"texto"', 'null']) {
      const res = await client.request('POST', '/api/v1/auth/register', {
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Parámetros inválidos. Por favor, verifica los datos.' });
    }
    const broken = await client.request('POST', '/api/v1/auth/register', {
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    const empty = await client.post('/api/v1/auth/register');
    expect(empty.statusCode).toBe(400);
  });

  it('never answers a password hash or a token', () => {
    expect(client.leaks([])).toEqual([]);
    expect(client.bodies.length).toBeGreaterThan(5);
    expect(authMessages.registered).toBeTruthy();
  });
});
