import type { ImportRunView } from '@inmuebles/shared/imports/import-run-schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { TestClient } from '../../../../test/http-client.ts';
import { buildApp } from '../../../app.ts';
import { openDatabase, type DbHandle } from '../../../platform/db/client.ts';
import { activityEvents } from '../../../platform/db/schema/index.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { RUN_QUEUE } from '../runs/run-jobs.ts';
import { house, jsonFile, preview } from './import-test-support.ts';

const databaseUrl = process.env.DATABASE_URL;

/*
 * Two app instances on one PostgreSQL, as two API processes are: each has its own job workers, and every
 * run is claimed by one of them, once.
 */
describe.skipIf(!databaseUrl)('import runs shared by two app instances', () => {
  let first: TestApp;
  let secondDb: DbHandle;
  let second: AppInstance;

  beforeAll(async () => {
    first = await buildTestApp();
    secondDb = await openDatabase({ databaseUrl: first.config.DATABASE_URL });
    second = await buildApp({ config: first.config, database: secondDb, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await first?.close();
  });

  it('writes each run once, whichever instance answered its confirm', async () => {
    const clients = [new TestClient(first.app), new TestClient(second)];
    const companies = await Promise.all(
      [0, 1, 2, 3].map(() => createSignedInUser(first.database.db, { role: 'company_admin' })),
    );
    const runs = await Promise.all(
      companies.map(async (company, i) => {
        const codes = [1, 2, 3].map((n) => `D${i}-${n}`);
        const run = await preview(
          clients[0] as TestClient,
          company.token,
          jsonFile(codes.map((c) => house(c))),
        );
        return { ...company, id: run.id, client: clients[i % 2] as TestClient };
      }),
    );
    await Promise.all(
      runs.map(async (run) => {
        const res = await run.client.post(
          `/api/v1/imports/${run.id}/confirm`,
          { archive_missing: false },
          {
            token: run.token,
          },
        );
        expect(res.statusCode, res.body).toBe(202);
      }),
    );
    await first.app.importWorker.idle();
    await second.importWorker.idle();

    for (const run of runs) {
      const view = (await run.client.get(`/api/v1/imports/${run.id}`, { token: run.token })).json<{
        import: ImportRunView;
      }>().import;
      expect(view).toMatchObject({ state: 'done', progress: { written: 3 } });
      const created = await first.database.db
        .select({ id: activityEvents.id })
        .from(activityEvents)
        .where(
          and(
            eq(activityEvents.companyId, run.user.companyId ?? 0),
            eq(activityEvents.kind, 'property_created'),
          ),
        );
      expect(created).toHaveLength(3);
    }
    // One job per run, completed at its first attempt: no instance took a run another was writing.
    const { rows } = await first.database.db.execute<{ run_id: number; state: string; retry_count: number }>(
      sql`select (data ->> 'runId')::int as run_id, state::text, retry_count from pgboss.job
          where name = ${RUN_QUEUE} order by run_id`,
    );
    expect(rows).toEqual(
      runs
        .map((run) => ({ run_id: run.id, state: 'completed', retry_count: 0 }))
        .sort((a, b) => a.run_id - b.run_id),
    );
  });
});
