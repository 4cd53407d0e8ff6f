import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createUser } from '../../../../test/factories/users.ts';
import { AuditedClient, emailsTo } from './test-support.ts';

const t = useTestApp();
const client = new AuditedClient(() => t.app);
const neutral = {
  message: 'Si la cuenta existe y no está confirmada, te enviaremos un nuevo correo de confirmación.',
};

const resend = (email: string) => client.post('/api/v1/auth/resend_confirmation', { email });

describe('POST /api/v1/auth/resend_confirmation', () => {
  it('answers the same status and body for unknown, confirmed and unconfirmed addresses', async () => {
    const { user: unconfirmed } = await createUser(t.app.db, { emailConfirmedAt: null });
    const { user: confirmed } = await createUser(t.app.db);
    const answers = await Promise.all(
      ['nadie@example.pe', confirmed.email, unconfirmed.email].map(async (email) => {
        const res = await resend(email);
        return { status: res.statusCode, body: res.body };
      }),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: JSON.stringify(neutral) });

    expect(await emailsTo(t.app, unconfirmed.email)).toHaveLength(1);
    expect(await emailsTo(t.app, confirmed.email)).toHaveLength(0);
    expect(await emailsTo(t.app, 'nadie@example.pe')).toHaveLength(0);
  });

  it('sends at most 3 e-mails per address in 15 minutes, without changing the answer', async () => {
    const { user } = await createUser(t.app.db, { emailConfirmedAt: null });
    for (let i = 0; i < 5; i += 1) {
      const res = await resend(user.email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(neutral);
    }
    const mails = await emailsTo(t.app, user.email);
    expect(mails).toHaveLength(3);
    expect(mails[0]?.text).toContain('El enlace vence en 24 horas');
  });

  it('validates the address (422)', async () => {
    const res = await resend('no-es-correo');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.join()).toContain('Ingresa un correo válido');
  });

  it('answers 429 with Retry-After when one client asks too often', async () => {
    let last = await resend('alguien@example.pe');
    for (let i = 0; i < 40 && last.statusCode !== 429; i += 1) last = await resend(`alguien${i}@example.pe`);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({ error: 'rate_limited' });
    expect(last.json().message).toMatch(/^Demasiados intentos/);
  });

  it('never answers a hash', () => {
    expect(client.leaks([])).toEqual([]);
  });
});
