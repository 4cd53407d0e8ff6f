import type { ImportRowsResponse, ImportRunView } from '@inmuebles/shared/imports/import-run-schema';
import type { JobListResponse } from '@inmuebles/shared/jobs/job-list-schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { TestClient } from '../../../../test/http-client.ts';
import { startMediaServer, type MediaServer } from '../../../../test/media-server.ts';
import { PHOTO_QUEUE, queueRunPhotos } from '../runs/import-photos.ts';
import { house, jsonFile, preview } from './import-test-support.ts';

/*
 * The photos' own jobs (docs/product/imports.md, "Fotos"): the rows are written and the run waits for its
 * photos, a server that fails for now is asked again later, one that refuses for good is a warning at once,
 * and a resumed run queues no job twice.
 */

describe('import photo jobs', () => {
  let t: TestApp;
  let client: TestClient;
  let token: string;
  let server: MediaServer;

  beforeAll(async () => {
    server = await startMediaServer();
    t = await buildTestApp({ IMPORT_FETCH_ALLOW_HOSTS: '127.0.0.1', IMPORT_PHOTO_RETRY_SECONDS: '1' });
    client = new TestClient(t.app);
    token = (await createSignedInUser(t.database.db, { role: 'company_admin' })).token;
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  const run = async (id: number) =>
    (await client.get(`/api/v1/imports/${id}`, { token })).json<{ import: ImportRunView }>().import;

  const jobsOf = async (runId: number) => {
    const { rows } = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${PHOTO_QUEUE} and (data ->> 'runId')::int = ${runId}`,
    );
    return rows[0]?.n;
  };

  it('writes the rows while the photos wait, and fetches a photo the server failed twice at the third attempt', async () => {
    const listing = house('J-1', { Media: [{ MediaURL: server.url('/inestable-1.jpg') }] });
    const { id } = await preview(client, token, jsonFile([listing]));
    const confirm = await client.post(`/api/v1/imports/${id}/confirm`, { archive_missing: false }, { token });
    expect(confirm.statusCode, confirm.body).toBe(202);

    await t.app.importWorker.rowsIdle();
    const waiting = await run(id);
    expect(waiting.state).toBe('running');
    expect(waiting.progress).toMatchObject({ written: 1, photos_total: 1, photos_done: 0, photos_failed: 0 });

    await t.app.importWorker.idle();
    const done = await run(id);
    expect(done.state).toBe('done');
    expect(done.progress).toMatchObject({ written: 1, photos_total: 1, photos_done: 1, photos_failed: 0 });
    expect(server.hits('/inestable-1.jpg')).toBe(3);
    const [row] = (await client.get(`/api/v1/imports/${id}/rows`, { token })).json<ImportRowsResponse>().rows;
    expect(row?.warnings).toEqual([]);

    // A resume queues the run's photos again: the job is the same one, not a second.
    expect(await jobsOf(id)).toBe(1);
    await queueRunPhotos(t.database.db, t.app.jobs.boss, id);
    expect(await jobsOf(id)).toBe(1);
  });

  it('reports a photo on a private address as a warning at once, without asking again', async () => {
    const listing = house('J-2', {
      Media: [{ MediaURL: server.url('/a-privada-2') }, { MediaURL: server.url('/foto-j2.jpg') }],
    });
    const { id } = await preview(client, token, jsonFile([listing]));
    await client.post(`/api/v1/imports/${id}/confirm`, { archive_missing: false }, { token });
    await t.app.importWorker.idle();

    const done = await run(id);
    expect(done.state).toBe('done');
    expect(done.progress).toMatchObject({ photos_total: 2, photos_done: 1, photos_failed: 1 });
    expect(server.hits('/a-privada-2')).toBe(1);
    const [row] = (await client.get(`/api/v1/imports/${id}/rows`, { token })).json<ImportRowsResponse>().rows;
    expect(row?.warnings).toEqual([
      `Fila 1, foto 1 (${server.url('/a-privada-2')}): la dirección apunta a una red privada o local. El aviso se importó sin ella`,
    ]);
    const { rows } = await t.database.db.execute<{ retry_count: number; state: string }>(
      sql`select retry_count, state::text from pgboss.job where name = ${PHOTO_QUEUE} and (data ->> 'runId')::int = ${id}`,
    );
    expect(rows).toEqual([{ retry_count: 0, state: 'completed' }]);
  });

  it('lists the jobs in the admin console, the failed ones apart, and to admins only', async () => {
    const admin = (await createSignedInUser(t.database.db, { role: 'admin' })).token;
    const all = await client.get('/api/v1/admin/jobs', { token: admin });
    expect(all.statusCode, all.body).toBe(200);
    const jobs = all.json<JobListResponse>().jobs;
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    expect(jobs[0]).toMatchObject({ queue: PHOTO_QUEUE, state: 'completed', retry_limit: 3 });
    expect(jobs.find((job) => job.retry_count === 2)?.data).toMatchObject({ rowNumber: 1 });
    const failed = await client.get('/api/v1/admin/jobs', { token: admin, query: { estado: 'fallidos' } });
    expect(failed.json<JobListResponse>().jobs).toEqual([]);
    expect((await client.get('/api/v1/admin/jobs', { token, query: { estado: 'x' } })).statusCode).toBe(404);
    expect(
      (await client.get('/api/v1/admin/jobs', { token: admin, query: { estado: 'x' } })).statusCode,
    ).toBe(422);
  });
});
