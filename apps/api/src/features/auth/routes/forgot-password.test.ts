import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createUser } from '../../../../test/factories/users.ts';
import { AuditedClient, emailsTo } from './test-support.ts';

const t = useTestApp();
const client = new AuditedClient(() => t.app);
const neutral = {
  message: 'Si existe una cuenta con ese correo, recibirás un enlace para restablecer tu contraseña.',
};

const forgot = (email: string) => client.post('/api/v1/auth/forgot_password', { email });

describe('POST /api/v1/auth/forgot_password', () => {
  it('answers the same status and body for a known and an unknown address', async () => {
    const { user } = await createUser(t.app.db, { firstName: 'José <b>' });
    const known = await forgot(user.email);
    const unknown = await forgot('nadie@example.pe');
    expect({ status: known.statusCode, body: known.body }).toEqual({
      status: 200,
      body: JSON.stringify(neutral),
    });
    expect({ status: unknown.statusCode, body: unknown.body }).toEqual({
      status: 200,
      body: JSON.stringify(neutral),
    });
    expect(await emailsTo(t.app, 'nadie@example.pe')).toHaveLength(0);

    const [mail] = await emailsTo(t.app, user.email);
    expect(mail?.subject).toBe('Restablece tu contraseña de InmoPerú');
    expect(mail?.text).toContain('El enlace vence en 2 horas');
    expect(mail?.text).toContain('Hola José <b>,');
    expect(mail?.html).toContain('Hola José &lt;b&gt;,');
    expect(mail?.links[0]).toMatch(
      /^http:\/\/localhost:3000\/api\/v1\/auth\/reset_password\?token=[\w-]{43}$/,
    );
  });

  it('sends at most 3 e-mails per address in 15 minutes, answering the same', async () => {
    const { user } = await createUser(t.app.db);
    for (let i = 0; i < 4; i += 1) expect((await forgot(user.email)).json()).toEqual(neutral);
    expect(await emailsTo(t.app, user.email)).toHaveLength(3);
  });

  it('validates the address (422)', async () => {
    const res = await forgot('');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.join()).toContain('El correo es requerido');
  });

  it('answers 429 with Retry-After when one client asks too often', async () => {
    let last = await forgot('alguien@example.pe');
    for (let i = 0; i < 40 && last.statusCode !== 429; i += 1) last = await forgot(`alguien${i}@example.pe`);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
