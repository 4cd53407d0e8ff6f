/**
 * `npm run bench`: the public listing under 100,000 properties.
 *
 * Creates its own database (PGlite in a temporary directory; with DATABASE_URL, a database named `bench` on
 * that server, see database.ts), generates the data set (generate.ts), then for each listing query reports
 * the median and 99th percentile of GET /api/v1/properties through the whole app (app.inject: routing,
 * validation, the page and count queries, the batch queries of the cards, serialisation) next to the same
 * SQL replayed on the bare driver (direct-sql.ts). Ends with the web build's listing-page JavaScript size.
 *
 * Then the alerts' case: one saved-search matching run, 10,000 searches against a day of 1,000 new properties
 * (saved-search-alerts.ts).
 *
 * Environment: DATABASE_URL (optional), BENCH_PROPERTIES (default 100000), BENCH_DATABASE (the PostgreSQL
 * database to create and fill, default `bench`), BENCH_ONLY=alerts (only the saved-search case), BENCH_ONLY=map
 * (only the map cases), BENCH_ONLY=listing (only the listing cases: with PGlite, the embedded database's
 * capacity, README).
 * BENCH_REUSE=1 (PostgreSQL): keep the bench database of an earlier BENCH_REUSE=1 run when it holds
 * BENCH_PROPERTIES properties (generating a million takes a quarter of an hour), run the migrations on it
 * and VACUUM ANALYZE, and skip the saved-search case, which moves properties and prices: every reusing run
 * then measures the same data set. A database holding another number of properties is an error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { startBenchApp } from './bench-app.ts';
import { benchCases } from './cases.ts';
import { openBenchDatabase } from './database.ts';
import type { DbHandle } from '../src/platform/db/client.ts';
import { isSaleUnion, prepareDirectSql } from './direct-sql.ts';
import { recordStatements } from './record-statements.ts';
import { benchAmenities, generateBenchData } from './generate.ts';
import { measurePair, ms, type Budget } from './measure.ts';
import { measureMapCases } from './map-cases.ts';
import { measureOfferCases } from './offer-cases.ts';
import { measureSavedSearchAlerts, type SavedSearchAlertReport } from './saved-search-alerts.ts';
import { webBundleReport } from './web-bundle.ts';

const propertyCount = Number(process.env.BENCH_PROPERTIES ?? 100_000);
const databaseUrl = process.env.DATABASE_URL || undefined;
const onlyAlerts = process.env.BENCH_ONLY === 'alerts';
const onlyMap = process.env.BENCH_ONLY === 'map';
const onlyListing = process.env.BENCH_ONLY === 'listing';
const reuse = process.env.BENCH_REUSE === '1';

// PGlite runs every query on this one thread, several times slower: fewer iterations keep it to minutes.
const budget: Budget = databaseUrl
  ? { warmup: 5, minIterations: 10, maxIterations: 300, maxMillis: 5_000 }
  : { warmup: 3, minIterations: 5, maxIterations: 60, maxMillis: 5_000 };

function step(label: string, started: number) {
  console.info(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  if (reuse && onlyAlerts) throw new Error('BENCH_REUSE=1 no mide las alertas: cambiarían los datos.');
  const bench = await openBenchDatabase(databaseUrl, { reuse });
  const { handle } = bench;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-bench-app-'));
  try {
    console.info(`Base de datos: ${bench.label}${bench.reused ? ' (reutilizada)' : ''}`);
    let t0 = performance.now();
    const { rows: counted } = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int n from properties`,
    );
    const existing = counted[0]?.n ?? 0;
    if (existing > 0 && existing !== propertyCount) {
      throw new Error(
        `La base reutilizada tiene ${existing} propiedades, no ${propertyCount}: bórrala o cambia BENCH_PROPERTIES.`,
      );
    }
    if (existing === 0) {
      await generateBenchData(handle.db, propertyCount);
      step(`${propertyCount.toLocaleString('es-PE')} propiedades generadas`, t0);
      t0 = performance.now();
      // The generator's trend refresh rewrote most properties right after inserting them, leaving half the
      // table dead; compact it first so every run measures the same, unbloated heap.
      await handle.db.execute(sql`vacuum full properties`);
    }
    if (existing > 0) await giveAmenities(handle);
    // VACUUM as well as ANALYZE: a live database's autovacuum keeps the visibility map current, which is
    // what lets the counts run as index-only scans. On a reused database it is quick (nothing changed), and
    // gives a migration's new indexes and columns their statistics.
    await handle.db.execute(sql`vacuum analyze`);
    step(existing === 0 ? 'VACUUM FULL properties, VACUUM ANALYZE' : 'VACUUM ANALYZE', t0);

    const app = await startBenchApp(handle, dataDir);

    const rows: string[] = [];
    for (const { name, query } of onlyAlerts || onlyMap ? [] : benchCases) {
      const url = `/api/v1/properties?${new URLSearchParams(query).toString()}`;
      const first = await app.inject({ method: 'GET', url });
      if (first.statusCode !== 200) throw new Error(`${url} → ${first.statusCode} ${first.body}`);
      const total = first.json<{ pagination: { total_count: number } }>().pagination.total_count;
      const [api, direct] = await measurePair(
        () => app.inject({ method: 'GET', url }),
        handle.driver === 'pg' && isSaleUnion(query)
          ? await recordStatements(handle, () => app.inject({ method: 'GET', url }))
          : await prepareDirectSql(handle, query),
        budget,
      );

      rows.push(
        `| ${name} | ${total.toLocaleString('es-PE')} | ${ms(api.median)} | ${ms(api.p99)} | ${ms(direct.median)} | ` +
          `${ms(direct.p99)} | ${(api.median / direct.median).toFixed(2)} | ${api.iterations} |`,
      );
      console.info(`  ${name}: API ${ms(api.median)} ms, SQL ${ms(direct.median)} ms`);
    }
    for (const result of onlyAlerts || onlyMap || onlyListing
      ? []
      : await measureOfferCases(app, handle, budget)) {
      const { name, total, api, direct } = result;
      rows.push(
        `| ${name} | ${total.toLocaleString('es-PE')} | ${ms(api.median)} | ${ms(api.p99)} | ${ms(direct.median)} | ` +
          `${ms(direct.p99)} | ${(api.median / direct.median).toFixed(2)} | ${api.iterations} |`,
      );
      console.info(`  ${name}: API ${ms(api.median)} ms, SQL ${ms(direct.median)} ms`);
    }
    const mapRows: string[] = [];
    for (const result of onlyAlerts || onlyListing ? [] : await measureMapCases(app, handle, budget)) {
      const { name, total, items, bytes, api, direct } = result;
      mapRows.push(
        `| ${name} | ${total.toLocaleString('es-PE')} | ${items} | ${bytes.toLocaleString('es-PE')} | ${ms(api.median)} | ` +
          `${ms(api.p99)} | ${ms(direct.median)} | ${ms(direct.p99)} | ${api.iterations} |`,
      );
      console.info(`  ${name}: API ${ms(api.median)} ms, SQL ${ms(direct.median)} ms, ${bytes} bytes`);
    }
    await app.close();

    // Last: it moves 1,000 properties into the last day, which the listing cases above must not see (and
    // which a reused data set must not keep).
    let alerts: SavedSearchAlertReport | undefined;
    if (!reuse && !onlyMap && !onlyListing) {
      t0 = performance.now();
      alerts = await measureSavedSearchAlerts(handle.db);
      step('alertas de búsquedas guardadas', t0);
    }

    if (!onlyAlerts) reportListing(rows, mapRows, handle.driver);
    if (alerts) reportAlerts(alerts, handle.driver);
    else if (!onlyMap && !onlyListing)
      console.info('\nAlertas: no medidas con BENCH_REUSE=1 (cambiarían los datos reutilizados).');
    if (!onlyAlerts && !onlyMap && !onlyListing) reportWebBundle();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await bench.dispose();
  }
}

/**
 * A reused data set generated before the bench drew amenities gets them as a fresh run would (generate.ts
 * `benchAmenities`), once: the amenity cases then measure the same kind of data at every size.
 */
async function giveAmenities(handle: DbHandle): Promise<void> {
  const { rows } = await handle.db.execute<{ given: boolean }>(
    sql`select exists (select 1 from properties where amenities <> '{}') as given`,
  );
  if (rows[0]?.given) return;
  const t0 = performance.now();
  await handle.db.execute(
    sql`update properties set amenities = ${benchAmenities(sql`id`)} where property_type = 'residential'`,
  );
  await handle.db.execute(sql`vacuum full properties`);
  step('comodidades dadas a los datos reutilizados, VACUUM FULL properties', t0);
}

function reportListing(rows: string[], mapRows: string[], driver: string): void {
  console.info(
    `\nGET /api/v1/properties, ${propertyCount.toLocaleString('es-PE')} propiedades, ${driver} (ms)\n`,
  );
  console.info(
    '| consulta | total | API mediana | API p99 | SQL mediana | SQL p99 | API/SQL | iteraciones |',
  );
  console.info('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.info(row);
  if (mapRows.length === 0) return;
  console.info(`\nGET /api/v1/properties/map (ms; tamaño de la respuesta sin comprimir, bytes)\n`);
  console.info(
    '| consulta | total | elementos | bytes | API mediana | API p99 | SQL mediana | SQL p99 | iteraciones |',
  );
  console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of mapRows) console.info(row);
}

function reportAlerts(report: SavedSearchAlertReport, driver: string): void {
  const n = (value: number) => value.toLocaleString('es-PE');
  const s = (millis: number) => (millis / 1000).toFixed(2);
  console.info(
    `\nAlertas: ${n(report.searches)} búsquedas guardadas (${n(report.filterSets)} filtros distintos), ${n(report.newProperties)} propiedades nuevas en el ` +
      `último día, ${n(propertyCount)} propiedades, ${driver}\n`,
  );
  console.info('| corrida de coincidencias | s | alertas registradas |');
  console.info('|---|---:|---:|');
  const row = (label: string, run: { millis: number; alerts: number }) =>
    console.info(`| ${label} | ${s(run.millis)} | ${n(run.alerts)} |`);
  row('primera (el día nuevo)', report.firstRun);
  row('tras bajar de precio 100 propiedades avisadas', report.dropRun);
  row('sin novedades, dentro del margen de la corrida anterior', report.quietRun);
  row('sin novedades, pasado el margen', report.laterQuietRun);
  console.info(`\nUna corrida de coincidencias: ${s(report.firstRun.millis)} s (objetivo < 10 s)`);
}

function reportWebBundle(): void {
  const distDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const report = webBundleReport(distDir);
  if (!report) {
    console.info(
      '\nWeb: apps/web/dist no existe (ejecuta `npm run build` para medir el JavaScript del listado).',
    );
    return;
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.info(`\nWeb (${distDir}): entrada ${report.entry ?? '?'}, ruta del listado ${report.route ?? '?'}`);
  console.info('| archivo | kB | kB gzip | listado |');
  console.info('|---|---:|---:|:---:|');
  for (const f of report.files)
    console.info(`| ${f.name} | ${kb(f.bytes)} | ${kb(f.gzip)} | ${f.listing ? 'sí' : ''} |`);
  console.info(
    `\nJavaScript del listado antes de ser interactivo: ${kb(report.listingGzip)} kB gzip (objetivo ≤ 120 kB)`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
