import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationPayload } from '../../src/features/auth/routes/test-support.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { buildProperty } from '../factories/properties.ts';
import { createSignedInUser } from '../factories/users.ts';
import { TestClient } from '../http-client.ts';

/*
 * A failed query logged its parameters (a registration wrote the argon2 hash of the password to
 * the log; failed lead inserts the sender's e-mail, phone and message). The database is made to refuse
 * those inserts (a CHECK constraint) and the captured log is searched for every value sent.
 */

let t: TestApp;
let client: TestClient;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await buildTestApp({}, { logger: { level: 'info', stream } });
  client = new TestClient(t.app);
  await t.app.db.execute(
    sql`alter table users add constraint test_refuse_user check (first_name <> 'Refusado')`,
  );
  await t.app.db.execute(
    sql`alter table contact_requests add constraint test_refuse_lead check (message not like '%rechazar%')`,
  );
});
afterAll(async () => t.close());

describe('a failed query in the log', () => {
  it('carries the error code and statement name, never a password hash, e-mail, phone or message', async () => {
    const registration = registrationPayload({ first_name: 'Refusado', phone: '+51 944 123 987' });
    const register = await client.post('/api/v1/auth/register', registration);
    expect(register.statusCode).toBe(500);

    const { token } = await createSignedInUser(t.app.db, { role: 'admin' });
    const { property } = await buildProperty(t.app.db);
    const lead = {
      name: 'Carlos Mendoza',
      email: 'carlos.secreto@example.pe',
      phone: '+51 (1) 987-6543',
      message: 'Por favor rechazar esta consulta privada',
    };
    const sent = await client.post(
      `/api/v1/properties/${property.slug}/contact_requests`,
      { contact_request: lead },
      { token },
    );
    expect(sent.statusCode).toBe(500);

    const [stored] = (await t.app.db.execute(sql`select password_hash from users limit 1`)).rows as {
      password_hash: string;
    }[];
    const log = logLines.join('');
    const secrets = [
      registration.email!,
      registration.phone!,
      registration.password!,
      stored?.password_hash.slice(0, 30) ?? '$argon2id$',
      '$argon2id$',
      lead.email,
      lead.phone,
      lead.message,
      'Refusado',
    ];
    for (const secret of secrets) expect(log, secret).not.toContain(secret);

    const errors = logLines.map(
      (line) => JSON.parse(line) as { level: number; err?: Record<string, unknown> },
    );
    const failures = errors.filter((line) => line.level >= 50 && line.err).map((line) => line.err);
    expect(failures).toEqual([
      expect.objectContaining({
        type: 'QueryFailed',
        statement: 'insert users',
        cause: expect.objectContaining({ code: '23514', constraint: 'test_refuse_user' }),
      }),
      expect.objectContaining({
        type: 'QueryFailed',
        statement: 'insert contact_requests',
        cause: expect.objectContaining({ code: '23514', constraint: 'test_refuse_lead' }),
      }),
    ]);
  });
});
