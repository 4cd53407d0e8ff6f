import type { ImportPlan } from '@inmuebles/shared/imports/validate-import-row';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createSignedInUser, type CreatedUser } from '../../../../test/factories/users.ts';
import { activityEvents, importRows, importRuns, properties } from '../../../platform/db/schema/index.ts';
import { writeImportRow } from '../write/write-import-row.ts';
import { RUN_QUEUE } from '../runs/run-jobs.ts';
import { house, jsonFile, preview } from './import-test-support.ts';

/*
 * A run and the processes around it: one run per company at a time (409), and a run whose process stopped
 * after some rows is resumed, once its job expires, at its first unwritten row, writing no row twice.
 */

describe('import runs: one at a time, resumed after a stop', () => {
  const t = useTestApp();
  const client = t.client;
  let signedIn: CreatedUser & { token: string };

  beforeAll(async () => {
    signedIn = await createSignedInUser(t.database.db, { role: 'company_admin' });
  });

  it('refuses a second confirm while the company has a run in progress (409)', async () => {
    const { token } = signedIn;
    const first = await preview(client, token, jsonFile([house('Q-1')]));
    const second = await preview(client, token, jsonFile([house('Q-2')]));
    // The first run as a worker of another process holds it.
    await t.database.db.update(importRuns).set({ state: 'running' }).where(eq(importRuns.id, first.id));
    const res = await client.post(`/api/v1/imports/${second.id}/confirm`, {}, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      'Ya hay una importación en curso para esta empresa: espera a que termine',
    );
    const cancel = await client.post(`/api/v1/imports/${first.id}/cancel`, undefined, { token });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json<{ import: { state: string } }>().import.state).toBe('cancelled');
    expect((await client.post(`/api/v1/imports/${first.id}/confirm`, {}, { token })).statusCode).toBe(409);
  });

  it('resumes a run whose process stopped, once its job expires, at its first unwritten row', async () => {
    const { token, user } = signedIn;
    const db = t.database.db;
    const run = await preview(client, token, jsonFile([house('R-1'), house('R-2'), house('R-3')]));
    // What a worker had done when its process died ten minutes ago: row 1 written, its job still active.
    const [row] = await db
      .select()
      .from(importRows)
      .where(and(eq(importRows.runId, run.id), eq(importRows.rowNumber, 1)));
    const companyId = user.companyId ?? 0;
    await db.transaction(async (tx) => {
      const written = await writeImportRow(
        tx,
        user,
        companyId,
        row?.plan as unknown as ImportPlan,
        row?.fingerprint ?? '',
      );
      await tx
        .update(importRows)
        .set({ propertyId: written.propertyId, writtenAt: new Date() })
        .where(and(eq(importRows.runId, run.id), eq(importRows.rowNumber, 1)));
    });
    await db
      .update(importRuns)
      .set({
        state: 'running',
        writtenRows: 1,
        confirmedAt: new Date(),
      })
      .where(eq(importRuns.id, run.id));
    await db.execute(sql`
      insert into pgboss.job (id, name, data, state, started_on, retry_limit, retry_delay, retry_backoff, expire_in)
      values (gen_random_uuid(), ${RUN_QUEUE}, ${JSON.stringify({ runId: run.id, fromRow: 1 })}::jsonb, 'active',
        now() - interval '10 minutes', 5, 10, true, interval '5 minutes')`);

    // The queue's maintenance (every few minutes in each process) finds the job expired and retries it
    // after its backoff, which has passed here.
    await t.app.jobs.boss.expire();
    await db.execute(
      sql`update pgboss.job set start_after = now() where name = ${RUN_QUEUE} and state = 'retry'`,
    );
    await t.app.importWorker.idle();

    const done = (await client.get(`/api/v1/imports/${run.id}`, { token })).json<{
      import: { state: string; progress: { written: number } };
    }>().import;
    expect(done).toMatchObject({ state: 'done', progress: { written: 3 } });
    const created = await db
      .select({ id: activityEvents.id })
      .from(activityEvents)
      .where(and(eq(activityEvents.companyId, companyId), eq(activityEvents.kind, 'property_created')));
    expect(created).toHaveLength(3);
    const codes = await db
      .select({ code: properties.referenceCode })
      .from(properties)
      .where(eq(properties.companyId, companyId));
    expect(codes.map((c) => c.code).sort()).toEqual(['R-1', 'R-2', 'R-3']);
  });
});
