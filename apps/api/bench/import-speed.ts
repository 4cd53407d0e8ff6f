/*
 * The import's speed (docs/performance.md, "Imports"): preview and import of a 1,000-row file without media,
 * through the API as a browser drives it, on the PostgreSQL of DATABASE_URL (wiped first). Run with
 * `npm run bench:import`; figures, not assertions.
 */
import pg from 'pg';
import { buildTestApp } from '../test/build-test-app.ts';
import { createCompany } from '../test/factories/companies.ts';
import { createSignedInUser } from '../test/factories/users.ts';
import { TestClient } from '../test/http-client.ts';
import {
  apartmentForRent,
  house,
  jsonFile,
  upload,
} from '../src/features/imports/routes/import-test-support.ts';

const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 1000);

if (!process.env.DATABASE_URL) {
  console.error('bench:import mide sobre PostgreSQL: define DATABASE_URL (la base se vacía).');
  process.exit(1);
}

/*
 * The statements sent while the import runs, over its rows: the figure the import's cost follows on a
 * busy machine (docs/performance.md, "Imports"), counted where node-postgres sends them.
 */
let statements = 0;
const send = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof send>) {
  statements += 1;
  return send.apply(this, args);
} as typeof send;

const t = await buildTestApp({ LOG_LEVEL: 'silent' });
try {
  const client = new TestClient(() => t.app);
  const company = await createCompany(t.database.db);
  const { token } = await createSignedInUser(t.database.db, { role: 'company_admin', companyId: company.id });
  const listings = Array.from({ length: ROWS }, (_, i) =>
    i % 2 ? house(`B-${i}`, { ListPrice: 300000 + i }) : apartmentForRent(`B-${i}`, { ListPrice: 3000 + i }),
  );
  let started = performance.now();
  const res = await upload(client, token, jsonFile(listings));
  const previewMs = performance.now() - started;
  if (res.statusCode !== 201) throw new Error(`preview: ${res.statusCode} ${res.body}`);
  const runId = res.json<{ import: { id: number } }>().import.id;
  started = performance.now();
  const sentBefore = statements;
  const confirm = await client.post(
    `/api/v1/imports/${runId}/confirm`,
    { archive_missing: false },
    { token },
  );
  if (confirm.statusCode !== 202) throw new Error(`confirm: ${confirm.statusCode} ${confirm.body}`);
  await t.app.importWorker.idle();
  const importMs = performance.now() - started;
  const perRow = (statements - sentBefore) / ROWS;
  const run = (await client.get(`/api/v1/imports/${runId}`, { token })).json<{
    import: { state: string; progress: { written: number } };
  }>();
  console.info(
    `${ROWS} filas: vista previa ${(previewMs / 1000).toFixed(1)} s, importación ${(importMs / 1000).toFixed(1)} s ` +
      `(estado ${run.import.state}, ${run.import.progress.written} filas escritas, ` +
      `${perRow.toFixed(1)} sentencias SQL por fila)`,
  );
} finally {
  await t.close();
}
