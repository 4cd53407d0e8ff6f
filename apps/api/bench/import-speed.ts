/*
 * The import's speed and memory (docs/performance.md, "Imports"), through the API as a browser drives it, on
 * the PostgreSQL of DATABASE_URL (wiped first). Run with `npm run bench:import`; figures, not assertions.
 *
 * 1. A 1,000-row XLSX (IMPORT_BENCH_ROWS): its preview and its import, without media.
 * 2. A 10,000-row CSV (IMPORT_BENCH_LARGE_ROWS; 0 skips it): preview and import, the server's resident memory
 *    sampled throughout (its growth over the figure before the upload), and the public listing's p99 while
 *    the rows are written next to its idle p99: a visitor's request every 100 ms besides its answer time, with
 *    the guest answer cache off so every request reaches the database. With `NODE_OPTIONS=--expose-gc` the
 *    heap is also collected before and after, to tell the import's garbage from what the process keeps.
 */
import ExcelJS from 'exceljs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { buildTestApp } from '../test/build-test-app.ts';
import { createCompany } from '../test/factories/companies.ts';
import { createSignedInUser } from '../test/factories/users.ts';
import { TestClient } from '../test/http-client.ts';
import { upload } from '../src/features/imports/routes/import-test-support.ts';
import { templateHeaders } from '../src/features/imports/template/build-template.ts';
import { templateExamples } from '../src/features/imports/template/template-examples.ts';

const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 1000);
const LARGE_ROWS = Number(process.env.IMPORT_BENCH_LARGE_ROWS ?? 10_000);

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

/** The template's example rows, alternated, each with its own reference code and price, published. */
function rows(count: number, prefix: string): (string | number | null)[][] {
  return Array.from({ length: count }, (_, i) => {
    const example = templateExamples[i % templateExamples.length]!;
    const values: Record<string, string | number> = {
      ...example,
      'Código de referencia': `${prefix}-${i}`,
      Precio: Number(example.Precio) + i,
      Estado: 'Publicado',
    };
    return templateHeaders.map((header) => values[header] ?? null);
  });
}

async function xlsxFile(count: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Avisos');
  sheet.addRow(templateHeaders);
  for (const row of rows(count, 'X')) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Excel's CSV: `;` separators, fields quoted where they hold one. */
function csvFile(count: number): Buffer {
  const field = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    return /[;"\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [templateHeaders, ...rows(count, 'C')].map((row) => row.map(field).join(';'));
  return Buffer.from(lines.join('\r\n'));
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const t = await buildTestApp({ LOG_LEVEL: 'silent', GUEST_CACHE_SECONDS: '0' });
try {
  const client = new TestClient(() => t.app);
  const company = await createCompany(t.database.db);
  const { token } = await createSignedInUser(t.database.db, { role: 'company_admin', companyId: company.id });

  /** Uploads, previews and imports one file; `during` runs while its rows are written. */
  async function importFile(
    data: Buffer,
    filename: string,
    rowCount: number,
    during?: (done: () => boolean) => Promise<void>,
  ) {
    let started = performance.now();
    const res = await upload(client, token, data, filename);
    const previewMs = performance.now() - started;
    if (res.statusCode !== 201) throw new Error(`preview: ${res.statusCode} ${res.body}`);
    const created = res.json<{ import: { id: number; counts: { errors: number } } }>().import;
    if (created.counts.errors > 0) throw new Error(`preview: ${created.counts.errors} filas con errores`);
    started = performance.now();
    const sentBefore = statements;
    const confirm = await client.post(
      `/api/v1/imports/${created.id}/confirm`,
      { archive_missing: false },
      { token },
    );
    if (confirm.statusCode !== 202) throw new Error(`confirm: ${confirm.statusCode} ${confirm.body}`);
    let finished = false;
    const measuring = during?.(() => finished);
    await t.app.importWorker.idle();
    finished = true;
    await measuring;
    const importMs = performance.now() - started;
    const run = (await client.get(`/api/v1/imports/${created.id}`, { token })).json<{
      import: { state: string; progress: { written: number } };
    }>();
    return { previewMs, importMs, run: run.import, perRow: (statements - sentBefore) / rowCount };
  }

  const small = await importFile(await xlsxFile(ROWS), 'avisos.xlsx', ROWS);
  console.info(
    `${ROWS} filas XLSX: vista previa ${seconds(small.previewMs)}, importación ${seconds(small.importMs)} ` +
      `(estado ${small.run.state}, ${small.run.progress.written} filas escritas, ` +
      `${small.perRow.toFixed(1)} sentencias SQL por fila)`,
  );

  if (LARGE_ROWS > 0) {
    // The listing a visitor asks for, over prices that vary so no two requests are the same query.
    let request = 0;
    const listingOnce = async () => {
      request += 1;
      const started = performance.now();
      const res = await client.get(`/api/v1/properties?operation=sale&price_max=${400_000 + request}`);
      if (res.statusCode !== 200) throw new Error(`listing: ${res.statusCode}`);
      return performance.now() - started;
    };
    const idle: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      idle.push(await listingOnce());
      await sleep(100);
    }

    const busy: number[] = [];
    let peakRss = 0;
    let peakHeap = 0;
    const sampler = setInterval(() => {
      const memory = process.memoryUsage();
      peakRss = Math.max(peakRss, memory.rss);
      peakHeap = Math.max(peakHeap, memory.heapUsed);
    }, 50);
    global.gc?.();
    const { rss: rssBefore, heapUsed: heapBefore } = process.memoryUsage();
    const data = csvFile(LARGE_ROWS);
    const large = await importFile(data, 'avisos.csv', LARGE_ROWS, async (done) => {
      while (!done()) {
        busy.push(await listingOnce());
        await sleep(100);
      }
    });
    clearInterval(sampler);
    // With --expose-gc: what the heap keeps once the import's garbage is collected.
    global.gc?.();
    const heapAfter = global.gc
      ? `, ${mb(process.memoryUsage().heapUsed)} tras una recolección completa`
      : '';
    console.info(
      `${LARGE_ROWS} filas CSV (${mb(data.length)}): vista previa ${seconds(large.previewMs)}, importación ` +
        `${seconds(large.importMs)} (estado ${large.run.state}, ${large.run.progress.written} filas escritas); ` +
        `memoria residente del proceso: ${mb(rssBefore)} antes, pico ${mb(peakRss)} (+${mb(peakRss - rssBefore)}); ` +
        `montículo de JavaScript en uso: ${mb(heapBefore)} antes, pico ${mb(peakHeap)}${heapAfter}`,
    );
    console.info(
      `Listado público (sin caché de invitados): p50/p99 en reposo ${percentile(idle, 50).toFixed(1)} / ` +
        `${percentile(idle, 99).toFixed(1)} ms (${idle.length} pedidos); durante la importación ` +
        `${percentile(busy, 50).toFixed(1)} / ${percentile(busy, 99).toFixed(1)} ms (${busy.length} pedidos)`,
    );
  }
} finally {
  await t.close();
}
