import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { enqueueEmail } from './outbox.ts';

const databaseUrl = process.env.DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../../../..');

/** `npm run mail:retry [-- args]` as an operator runs it, against the test database. */
async function mailRetry(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/platform/mail/retry-cli.ts', ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl } },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

// The script is its own process, so it needs a database it can share: the PostgreSQL pass.
describe.skipIf(!databaseUrl)('npm run mail:retry (PostgreSQL only: skipped without DATABASE_URL)', () => {
  let t: TestApp;
  let failedId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.close(); // no sender running: the rows stay as this test sets them
    failedId = await enqueueEmail(t.database.db, {
      to: 'cliente@example.pe',
      subject: 'Confirma tu cuenta en InmoPerú',
      text: 'texto',
      html: '<p>texto</p>',
      kind: 'confirm_email',
    });
    await t.database.db
      .update(emailOutbox)
      .set({ status: 'failed', attempts: 55, lastError: '421 Servicio no disponible' })
      .where(eq(emailOutbox.id, failedId));
  });
  afterAll(async () => t?.close());

  it('lists the failed messages, requeues the ones named, and refuses unknown arguments', async () => {
    const listed = await mailRetry();
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('1 correos fallidos');
    expect(listed.stdout).toMatch(
      new RegExp(`#${failedId} .*confirm_email {2}cliente@example\\.pe {2}\\(55 intentos\\) 421`),
    );

    const requeued = await mailRetry('--requeue', String(failedId));
    expect(requeued.stdout).toContain(`Reencolados 1 correos: ${failedId}.`);
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, failedId));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await mailRetry()).stdout).toContain('No hay correos fallidos.');

    const wrong = await mailRetry('--todo');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('uso: npm run mail:retry');
  }, 60_000);
});
