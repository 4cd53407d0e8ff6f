import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { advanceClock, HOUR_MS, now, resetClock } from '../runtime/clock.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { listFailedMail, requeueFailedMail } from './failed-mail.ts';
import { TestClient } from '../../../test/http-client.ts';
import { registrationPayload } from '../../features/auth/routes/test-support.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in this process: records what it receives, or refuses it while `refusing`. */
const received: Received[] = [];
let refusing = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onMailFrom(_address, _session, callback) {
    if (!refusing) return callback();
    callback(Object.assign(new Error('Servicio no disponible, intente más tarde'), { responseCode: 451 }));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

/** Undoes quoted-printable (body) and RFC 2047 (subject) encoding, enough to read our own messages. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
}
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, '')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, q: string) => decodeQuotedPrintable(q.replace(/_/g, ' ')))
    .replace(/\?=\s+=\?/g, '');
}

let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'InmoPerú <no-reply@inmoperu.pe>',
  });
  client = new TestClient(t.app);
});
afterEach(() => {
  refusing = false;
  resetClock();
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function register(): Promise<string> {
  const payload = registrationPayload();
  expect((await client.post('/api/v1/auth/register', payload)).statusCode).toBe(201);
  return payload.email ?? '';
}

async function outboxRow(to: string) {
  const [row] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  return row;
}

describe('SMTP delivery (SMTP_URL)', () => {
  it('delivers the confirmation e-mail to the SMTP server', async () => {
    expect(t.app.mail.transport).toBe('smtp');
    const email = await register();
    await t.app.mail.flush();
    const message = received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message?.from).toBe('no-reply@inmoperu.pe');
    expect(subjectOf(message?.raw ?? '')).toBe('Confirma tu cuenta en InmoPerú');
    const body = decodeQuotedPrintable(message?.raw ?? '');
    expect(body).toMatch(/http:\/\/localhost:3000\/api\/v1\/auth\/confirm_email\?token=[\w-]{43}/);
    expect(body).toContain('El enlace vence en 24 horas');
    expect(body).toContain('text/html');
    expect(await outboxRow(email)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('keeps a refused message pending and delivers it on a later attempt', async () => {
    refusing = true;
    const email = await register();
    await t.app.mail.flush();
    const pending = await outboxRow(email);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending?.lastError).toContain('Servicio no disponible');
    expect(received.some((m) => m.to.includes(email))).toBe(false);

    refusing = false;
    await t.app.mail.flush();
    expect((await outboxRow(email))?.status).toBe('pending'); // not due yet: it waits its backoff

    advanceClock(31_000);
    await t.app.mail.flush();
    expect(await outboxRow(email)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('keeps retrying with backoff for 48 hours before marking a message failed, and keeps it', async () => {
    refusing = true;
    const email = await register();
    const createdAt = (await outboxRow(email))?.createdAt ?? new Date();
    await t.app.mail.flush();
    // The sender runs all along: the clock jumps to each next attempt.
    let row = await outboxRow(email);
    let lastAttemptAt = createdAt;
    while (row?.status === 'pending') {
      advanceClock(row.nextAttemptAt.getTime() - now().getTime() + 1000);
      lastAttemptAt = now();
      await t.app.mail.flush();
      row = await outboxRow(email);
    }
    expect(row).toMatchObject({ status: 'failed', attempts: 55 });
    expect(lastAttemptAt.getTime() - createdAt.getTime()).toBeGreaterThanOrEqual(48 * HOUR_MS);

    refusing = false;
    advanceClock(HOUR_MS + 1000);
    await t.app.mail.flush();
    expect((await outboxRow(email))?.status).toBe('failed');
  });

  it('lists failed messages for an operator and delivers them once requeued', async () => {
    refusing = true;
    const email = await register();
    const [row] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    // As the sender leaves a message after 48 hours of refusals.
    await t.app.db
      .update(emailOutbox)
      .set({ status: 'failed', attempts: 55, lastError: '421 Servicio no disponible' })
      .where(eq(emailOutbox.id, row?.id ?? 0));
    refusing = false;

    const failed = await listFailedMail(t.app.db);
    expect(failed).toContainEqual(
      expect.objectContaining({ id: row?.id, to: email, kind: 'confirm_email', attempts: 55 }),
    );
    expect(await requeueFailedMail(t.app.db, [row?.id ?? 0])).toEqual([row?.id]);
    expect(await listFailedMail(t.app.db)).not.toContainEqual(expect.objectContaining({ id: row?.id }));

    await t.app.mail.flush();
    expect(await outboxRow(email)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });
});
