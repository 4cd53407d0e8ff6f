import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { TestClient } from '../../../test/http-client.ts';
import { readOutbox, registrationPayload } from '../../features/auth/routes/test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('outbox transport (no SMTP_URL)', () => {
  it('writes the message as JSON to DATA_DIR/outbox right after the commit, without a flush', async () => {
    expect(t.app.mail.transport).toBe('outbox');
    const payload = registrationPayload();
    const res = await new TestClient(t.app).post('/api/v1/auth/register', payload);
    expect(res.statusCode).toBe(201);

    // The commit nudges the sender: it should take milliseconds; the margin is for a loaded CI machine.
    const deadline = Date.now() + 5000;
    let files: string[] = [];
    while (Date.now() < deadline) {
      files = (await readdir(t.config.outboxDir).catch(() => [])).filter(
        (f) => f.endsWith('.json') && !f.startsWith('.'),
      );
      if (files.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{13}-\d+\.json$/);

    const [message] = await readOutbox(t.config.outboxDir);
    expect(Object.keys(message ?? {}).sort()).toEqual(
      ['created_at', 'file', 'html', 'links', 'subject', 'text', 'to'].sort(),
    );
    expect(message).toMatchObject({ to: payload.email, subject: 'Confirma tu cuenta en InmoPerú' });
    expect(message?.html).toContain('<!doctype html>');
    expect(message?.links).toHaveLength(1);
  });
});
