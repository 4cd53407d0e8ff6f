import type { ImportFeedView } from '@inmuebles/shared/imports/import-feed-schema';
import type { ImportRunView } from '@inmuebles/shared/imports/import-run-schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { startFeedServer, type FeedServer } from '../../../../test/feed-server.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { TestClient } from '../../../../test/http-client.ts';
import { emailOutbox, listings, properties } from '../../../platform/db/schema/index.ts';
import { FEED_QUEUE } from '../feed-sync/claim-feed.ts';
import { apartmentForRent, house, jsonFile } from './import-test-support.ts';

/*
 * Feed sync (docs/product/imports.md, "Feed sync"): a company registers a feed served by a local test server
 * that changes between fetches; each sync goes through the fetch guard with the last ETag, imports through the
 * same writer, archives a listing only after two successful syncs without it, and e-mails the company's
 * administrators after three failed fetches in a row.
 */

describe('feed sync', () => {
  let t: TestApp;
  let client: TestClient;
  let server: FeedServer;
  let token: string;
  let companyId: number;
  let adminEmail: string;

  beforeAll(async () => {
    server = await startFeedServer();
    t = await buildTestApp({ IMPORT_FETCH_ALLOW_HOSTS: '127.0.0.1' });
    client = new TestClient(t.app);
    const admin = await createSignedInUser(t.database.db, { role: 'company_admin' });
    token = admin.token;
    companyId = admin.user.companyId as number;
    adminEmail = admin.user.email;
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  const feedJson = (listings: Record<string, unknown>[]) => jsonFile(listings).toString();
  /** "Sincronizar ahora", then the sync and the import it queued run to their end. */
  const syncNow = async () => {
    const res = await client.post('/api/v1/import_feed/sync', {}, { token });
    expect(res.statusCode, res.body).toBe(202);
    await t.app.feedSync.settled();
    await t.app.importWorker.idle();
    return (await client.get('/api/v1/import_feed', { token })).json<{ feed: ImportFeedView }>().feed;
  };
  const byCode = async (code: string) => {
    const [row] = await t.database.db
      .select({ id: properties.id, status: properties.status, price: properties.price })
      .from(properties)
      .where(and(eq(properties.companyId, companyId), eq(properties.referenceCode, code)));
    return row;
  };

  it('refuses a searcher, a bad address and a period that is not 1, 6 or 24 hours', async () => {
    const searcher = await createSignedInUser(t.database.db, { role: 'user' });
    const body = { url: server.url(), period_hours: 6 };
    expect((await client.put('/api/v1/import_feed', body)).statusCode).toBe(401);
    expect((await client.put('/api/v1/import_feed', {}, { token: searcher.token })).statusCode).toBe(403);
    const ftp = await client.put(
      '/api/v1/import_feed',
      { ...body, url: 'ftp://example.pe/a.csv' },
      { token },
    );
    expect(ftp.statusCode).toBe(422);
    expect(ftp.json<{ errors: string[] }>().errors).toContain(
      'url: Escribe una dirección que empiece por http:// o https://',
    );
    const period = await client.put('/api/v1/import_feed', { ...body, period_hours: 2 }, { token });
    expect(period.statusCode).toBe(422);
    expect(period.json<{ errors: string[] }>().errors).toContain('period_hours: Elige cada 1, 6 o 24 horas');
    expect((await client.get('/api/v1/import_feed', { token })).json()).toEqual({ feed: null });
  });

  it('imports the feed when registered and shows the run in the history', async () => {
    server.serve(feedJson([house('F-A'), house('F-B'), apartmentForRent('F-C')]));
    const saved = await client.put('/api/v1/import_feed', { url: server.url(), period_hours: 6 }, { token });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.feedSync.settled();
    await t.app.importWorker.idle();
    const feed = (await client.get('/api/v1/import_feed', { token })).json<{ feed: ImportFeedView }>().feed;
    expect(feed).toMatchObject({
      url: server.url(),
      period_hours: 6,
      last_result: 'imported',
      consecutive_failures: 0,
    });
    expect(new Date(feed.next_fetch_at).getTime()).toBeGreaterThan(Date.now() + 5 * 3600_000);
    // The next sync waits on the job queue, for the feed's next fetch.
    const { rows: waiting } = await t.database.db.execute<{ start_after: string }>(
      sql`select start_after::text from pgboss.job
          where name = ${FEED_QUEUE} and (data ->> 'feedId')::int = ${feed.id} and state = 'created'`,
    );
    expect(waiting.map((job) => new Date(job.start_after).getTime())).toEqual([
      new Date(feed.next_fetch_at).getTime(),
    ]);
    for (const code of ['F-A', 'F-B', 'F-C']) expect((await byCode(code))?.status).toBe('published');
    const history = (await client.get('/api/v1/imports', { token })).json<{ imports: ImportRunView[] }>();
    expect(history.imports[0]).toMatchObject({
      id: feed.last_run_id,
      file_name: server.url(),
      state: 'done',
    });
    expect(history.imports[0]?.progress.written).toBe(3);
  });

  it('asks with the last ETag: an unchanged feed is a 304 that writes nothing', async () => {
    const runsBefore = (await client.get('/api/v1/imports', { token })).json<{ imports: unknown[] }>()
      .imports;
    const feed = await syncNow();
    expect(server.conditions.at(-1)).toBe('"v1"');
    expect(feed.last_result).toBe('not_modified');
    const runsAfter = (await client.get('/api/v1/imports', { token })).json<{ imports: unknown[] }>().imports;
    expect(runsAfter).toHaveLength(runsBefore.length);
  });

  it('updates changed rows keeping ids, and archives a listing only after two successful syncs without it', async () => {
    const a = await byCode('F-A');
    const [offerBefore] = await t.database.db
      .select()
      .from(listings)
      .where(eq(listings.propertyId, a?.id ?? 0));
    server.serve(feedJson([house('F-A', { ListPrice: 365000 }), house('F-B')]));
    await syncNow();
    const updated = await byCode('F-A');
    expect(updated?.id).toBe(a?.id);
    const [offerAfter] = await t.database.db
      .select()
      .from(listings)
      .where(eq(listings.propertyId, a?.id ?? 0));
    expect(offerAfter?.id).toBe(offerBefore?.id);
    expect(Number(offerAfter?.price)).toBe(365000);
    expect((await byCode('F-C'))?.status).toBe('published');

    // Named again, its count starts over: one more miss does not archive it.
    server.serve(feedJson([house('F-A', { ListPrice: 365000 }), house('F-B'), apartmentForRent('F-C')]));
    await syncNow();
    server.serve(feedJson([house('F-A', { ListPrice: 365000 }), house('F-B')]));
    await syncNow();
    expect((await byCode('F-C'))?.status).toBe('published');

    server.serve(feedJson([house('F-A', { ListPrice: 366000 }), house('F-B')]));
    const feed = await syncNow();
    expect((await byCode('F-C'))?.status).toBe('archived');
    expect((await byCode('F-B'))?.status).toBe('published');
    const run = (await client.get(`/api/v1/imports/${feed.last_run_id}`, { token })).json<{
      import: ImportRunView;
    }>();
    expect(run.import.progress.archived).toBe(1);
  });

  it('counts failed fetches, archives nothing for them, and e-mails the admins at the third in a row', async () => {
    server.failWith(500);
    const first = await syncNow();
    expect(first).toMatchObject({ last_result: 'failed', consecutive_failures: 1 });
    expect(first.last_error).toBe('No se pudo descargar el feed: el servidor respondió 500');
    await syncNow();
    const mails = () =>
      t.database.db
        .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject })
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, 'import_feed_failing'));
    expect(await mails()).toEqual([]);
    expect((await syncNow()).consecutive_failures).toBe(3);
    expect(await mails()).toEqual([
      { to: adminEmail, subject: 'No pudimos leer el feed de tus avisos en InmoPerú' },
    ]);
    await syncNow();
    expect(await mails()).toHaveLength(1);
    expect((await byCode('F-A'))?.status).toBe('published');

    server.serve(feedJson([house('F-A', { ListPrice: 366000 }), house('F-B')]));
    expect(await syncNow()).toMatchObject({
      last_result: 'imported',
      consecutive_failures: 0,
      last_error: null,
    });
  });

  it('a feed that is not an import file, or that points to a private address, is a failure with its reason', async () => {
    await client.put('/api/v1/import_feed', { url: server.url('/pagina.html'), period_hours: 24 }, { token });
    await t.app.feedSync.settled();
    const html = (await client.get('/api/v1/import_feed', { token })).json<{ feed: ImportFeedView }>().feed;
    expect(html.last_result).toBe('failed');
    expect(html.last_error).toMatch(/^El feed no se pudo leer: /);

    await client.put(
      '/api/v1/import_feed',
      { url: 'http://169.254.169.254/feed.json', period_hours: 24 },
      { token },
    );
    await t.app.feedSync.settled();
    const metadata = (await client.get('/api/v1/import_feed', { token })).json<{ feed: ImportFeedView }>()
      .feed;
    expect(metadata.last_error).toBe(
      'No se pudo descargar el feed: la dirección apunta a una red privada o local',
    );
  });

  it('admins see every company feed; a company member does not; deleting stops the sync', async () => {
    const admin = await createSignedInUser(t.database.db, { role: 'admin' });
    const list = await client.get('/api/v1/import_feeds', { token: admin.token });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ feeds: { company_id: number }[] }>().feeds.map((f) => f.company_id)).toEqual([
      companyId,
    ]);
    expect((await client.get('/api/v1/import_feeds', { token })).statusCode).toBe(404);
    expect((await client.delete('/api/v1/import_feed', { token })).statusCode).toBe(204);
    expect((await client.post('/api/v1/import_feed/sync', {}, { token })).statusCode).toBe(404);
  });
});
