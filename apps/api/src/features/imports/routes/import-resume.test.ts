import type { ImportPlan } from '@inmuebles/shared/imports/validate-import-row';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createSignedInUser, type CreatedUser } from '../../../../test/factories/users.ts';
import { activityEvents, importRows, importRuns, properties } from '../../../platform/db/schema/index.ts';
import { writeImportRow } from '../write/write-import-row.ts';
import { house, jsonFile, preview } from './import-test-support.ts';

/*
 * A run and the processes around it: one run per company at a time (409), and a run whose process stopped
 * after some rows is resumed by a worker at its first unwritten row, writing no row twice.
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
    await t.database.db
      .update(importRuns)
      .set({ state: 'running', heartbeatAt: new Date() })
      .where(eq(importRuns.id, first.id));
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

  it('resumes a run whose process stopped, at its first unwritten row', async () => {
    const { token, user } = signedIn;
    const db = t.database.db;
    const run = await preview(client, token, jsonFile([house('R-1'), house('R-2'), house('R-3')]));
    // What a worker had done when its process died: row 1 written, the heartbeat two minutes old.
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
        heartbeatAt: sql`now() - interval '2 minutes'`,
      })
      .where(eq(importRuns.id, run.id));

    t.app.importWorker.nudge();
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
