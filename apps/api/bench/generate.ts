import { sql, type SQL } from 'drizzle-orm';
import { amenities } from '@inmuebles/shared/properties/amenities';
import { listDepartments, listDistricts, listProvinces } from '@inmuebles/shared/ubigeo/catalogue';
import type { Database, DbOrTx } from '../src/platform/db/client.ts';
import { DEFAULT_EXCHANGE_RATE } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import { inSoles, refreshPropertyPrices } from '../src/features/properties/offer-prices.ts';
import { recordPriceChanges } from '../src/features/properties/price-history.ts';
import { placeCoordinates } from './place-coordinates.ts';
import { refreshTrendScores } from '../src/features/properties/trending.ts';

/*
 * Bulk data for the benchmark, written set-based (INSERT ... SELECT generate_series) so 100,000 properties
 * take seconds, not minutes. The shape follows a real portal: most properties published and public, Lima
 * over-represented, skewed counters (a few listings get most of the attention), two years of publication
 * dates, about 2.4 photos and 1.2 offers per property, four weeks of views for the trending sort
 * (and its precomputed scores), and a map point in the property's district for all but one in 50
 * (place-coordinates.ts).
 */

interface Place {
  department: string;
  province: string;
  district: string;
  departmentName: string;
  provinceName: string;
  districtName: string;
}

/** Every district once, Lima Metropolitana's 43 ten times more: listings cluster in the capital. */
function benchPlaces(): Place[] {
  const places: Place[] = [];
  for (const department of listDepartments()) {
    for (const province of listProvinces(department.id)) {
      for (const district of listDistricts(province.id)) {
        const place = {
          department: department.id,
          province: province.id,
          district: district.id,
          departmentName: department.name,
          provinceName: province.name,
          districtName: district.name,
        };
        const weight = province.id === '1501' ? 10 : 1;
        for (let i = 0; i < weight; i += 1) places.push(place);
      }
    }
  }
  return places;
}

const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/"/g, '\\"')}"`).join(',')}}`}::text[]`;

/**
 * A home's amenities: each of the list's with a chance of one in six, drawn from `key` (the row's number),
 * so a data set gets the same ones whether generated with them or given them later (run.ts, BENCH_REUSE).
 */
export const benchAmenities = (key: SQL) =>
  sql`array(select a from unnest(${textArray([...amenities])}) with ordinality t(a, k)
            where abs(hashint4(${key} * 31 + k::int)) % 6 = 0 order by k)`;

const numberArray = (values: number[]) => sql`${`{${values.join(',')}}`}::float8[]`;

const BULK_TABLES = [
  'properties',
  'media_assets',
  'listings',
  'offer_price_changes',
  'property_views',
  'exchange_rates',
];

/**
 * Runs a bulk load with the tables' secondary indexes dropped, then rebuilds them: one sorted build per
 * index is several times faster than maintaining ten B-trees and four GIN indexes row by row. Indexes that
 * back a constraint (primary keys, unique constraints) stay.
 */
async function withIndexesDeferred(tx: DbOrTx, load: () => Promise<void>): Promise<void> {
  const { rows } = await tx.execute<{ indexname: string; indexdef: string }>(sql`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = 'public' and i.tablename in ${BULK_TABLES}
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  for (const { indexname } of rows) await tx.execute(sql.raw(`drop index "${indexname}"`));
  await load();
  // Deferred triggers (a listing's webhook event waits for the commit) must fire before an index is built:
  // PostgreSQL refuses CREATE INDEX on a table with pending trigger events.
  await tx.execute(sql`set constraints all immediate`);
  for (const { indexdef } of rows) await tx.execute(sql.raw(indexdef));
}

/**
 * Fills an empty, migrated database, in one transaction (one connection, so setseed holds for every
 * statement and two runs measure the same data).
 */
export async function generateBenchData(db: Database, propertyCount: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await withIndexesDeferred(tx, () => insertRows(tx, propertyCount));
    // Each offer's first price, once the indexes are back: the rule's lookup of an offer's last entry reads
    // the offer_price_changes index; without it, every offer's lookup scanned the pages the same statement had
    // already written (quadratic: minutes at 100,000 properties on PostgreSQL).
    await recordPriceChanges(tx, sql`true`, { at: sql`l.created_at` });
  });
}

async function insertRows(db: DbOrTx, propertyCount: number): Promise<void> {
  const places = benchPlaces();
  const coordinates = places.map((place) => placeCoordinates(place.district));
  await db.execute(sql`
    insert into companies (name, slug, email, phone, logo_key)
    select 'Inmobiliaria Bench ' || g, 'bench-company-' || g, 'ventas' || g || '@bench.pe', '+51 1 555 ' || g,
           case when g % 2 = 0 then 'companies/' || g || '/logo-bench.webp' end
    from generate_series(1, 200) g`);
  await db.execute(sql`
    with c as (select array_agg(id order by id) ids from companies),
    pl as (
      select ${textArray(places.map((p) => p.department))} dep, ${textArray(places.map((p) => p.province))} prov,
             ${textArray(places.map((p) => p.district))} dis, ${textArray(places.map((p) => p.departmentName))} dep_name,
             ${textArray(places.map((p) => p.provinceName))} prov_name, ${textArray(places.map((p) => p.districtName))} dis_name,
             ${numberArray(coordinates.map((c) => c.lat))} lat, ${numberArray(coordinates.map((c) => c.lng))} lng,
             ${numberArray(coordinates.map((c) => c.spread))} spread
    ),
    kinds as (
      select array['HouseResource','ApartmentResource','OfficeResource','WarehouseResource','LotResource','LandResource']::property_detail_type[] detail,
             array['residential','residential','commercial','industrial','land','land']::property_type[] ptype,
             array['Casa','Departamento','Oficina','Almacén','Lote','Terreno'] word,
             array['amplia','con vista al mar','remodelada','cerca al parque','estreno','con cochera','céntrica','con jardín'] adj
    ),
    g as (
      select g, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6,
             1 + (abs(hashint4(g)) % ${places.length}) place, 1 + (g % 6) kind
      from generate_series(1, ${propertyCount}) g
    )
    insert into properties (company_id, title, slug, description, property_type, property_detail_type, price,
      currency, area_m2, status, visibility, address_line, district, province, region, ubigeo_department,
      ubigeo_province, ubigeo_district, featured, premium, view_count, favorite_count, contact_count,
      published_at, created_at, updated_at, bedrooms, bathrooms, parking_spaces, latitude, longitude, amenities)
    select c.ids[1 + (g.g % 200)],
      kinds.word[g.kind] || ' ' || kinds.adj[1 + (g.g % 8)] || ' en ' || pl.dis_name[g.place],
      'bench-' || g.g,
      kinds.word[g.kind] || ' ' || kinds.adj[1 + ((g.g / 8) % 8)] || ' ubicada en ' || pl.dis_name[g.place] || ', '
        || pl.prov_name[g.place] || '. Excelente oportunidad de inversión, acabados de primera, documentos en regla, '
        || 'cerca de colegios, mercados y transporte público. Ideal para familias o empresas que buscan crecer.',
      kinds.ptype[g.kind], kinds.detail[g.kind],
      round((20000 + g.r1 * g.r1 * 1980000)::numeric, -2),
      (case when g.g % 5 = 0 then 'PEN' else 'USD' end)::currency,
      round((40 + g.r2 * g.r2 * 4960)::numeric, 2),
      (case when g.g % 20 = 0 then 'draft' when g.g % 20 = 1 then 'archived' else 'published' end)::property_status,
      (case when g.g % 33 = 0 then 'unlisted' when g.g % 33 = 1 then 'private' else 'public' end)::property_visibility,
      'Av. Bench ' || (g.g % 999), pl.dis_name[g.place], pl.prov_name[g.place], pl.dep_name[g.place],
      pl.dep[g.place], pl.prov[g.place], pl.dis[g.place],
      g.r3 < 0.05, g.r4 < 0.08,
      floor(power(g.r5, 3) * 5000)::int, floor(power(g.r5, 4) * 300)::int, floor(power(g.r6, 4) * 60)::int,
      now() - g.r6 * interval '730 days', now() - g.r6 * interval '730 days' - interval '2 days', now(),
      -- Homes (kinds 1 and 2) have 1 to 5 bedrooms, half as many bathrooms (at least 1), 0 to 3 parking
      -- spaces; offices only parking.
      case when g.kind <= 2 then 1 + floor(g.r2 * 5)::int end,
      case when g.kind <= 2 then greatest(1, round((1 + floor(g.r2 * 5)) / 2.0 * 2) / 2) end,
      case when g.kind <= 3 then floor(g.r3 * 4)::int end,
      -- Spread evenly over a square around the district's centre (two fresh random numbers: r1..r6 already
      -- drive prices and counters); one in 50 without a point.
      case when g.g % 50 <> 7 then round((pl.lat[g.place] + (random() * 2 - 1) * pl.spread[g.place])::numeric, 6) end,
      case when g.g % 50 <> 7 then round((pl.lng[g.place] + (random() * 2 - 1) * pl.spread[g.place])::numeric, 6) end,
      case when g.kind <= 2 then ${benchAmenities(sql`g.g`)} else '{}' end
    from g, c, pl, kinds`);
  // New developments (docs/product/projects.md): one project per 20 properties (5,000 at 100,000), one in 20 a
  // draft, each with four unit types of 1 to 4 bedrooms in soles or dollars, in the properties' places. The
  // unit types date from their project's creation: the alert run tells of a unit type added since a search
  // was saved, and the catalogue's layouts are not all news of the day.
  await db.execute(sql`
    with c as (select array_agg(id order by id) ids from companies),
    pl as (
      select ${textArray(places.map((p) => p.department))} dep, ${textArray(places.map((p) => p.province))} prov,
             ${textArray(places.map((p) => p.district))} dis, ${textArray(places.map((p) => p.departmentName))} dep_name,
             ${textArray(places.map((p) => p.provinceName))} prov_name, ${textArray(places.map((p) => p.districtName))} dis_name
    ),
    g as (select g, 1 + (abs(hashint4(g + 7)) % ${places.length}) place from generate_series(1, ${Math.max(1, Math.floor(propertyCount / 20))}) g)
    insert into projects (company_id, name, slug, description, stage, delivery_month, delivery_year, status,
      address_line, district, province, region, ubigeo_department, ubigeo_province, ubigeo_district,
      total_units, published_at, created_at)
    select c.ids[1 + (g.g % 200)], 'Residencial Bench ' || g.g || ' ' || pl.dis_name[g.place], 'bench-proyecto-' || g.g,
      'Proyecto de departamentos en ' || pl.dis_name[g.place] || ', áreas comunes y estacionamientos.',
      (array['en_planos','en_construccion','entrega_inmediata'])[1 + g.g % 3]::project_stage,
      case when g.g % 3 <> 2 then 1 + g.g % 12 end,
      case when g.g % 3 <> 2 then extract(year from now())::int + 1 + g.g % 4 end,
      (case when g.g % 20 = 0 then 'draft' else 'published' end)::property_status,
      'Av. Proyecto ' || g.g, pl.dis_name[g.place], pl.prov_name[g.place], pl.dep_name[g.place],
      pl.dep[g.place], pl.prov[g.place], pl.dis[g.place], 80,
      case when g.g % 20 <> 0 then now() - random() * interval '365 days' end, now() - interval '400 days'
    from g, c, pl`);
  await db.execute(sql`
    insert into project_unit_types (project_id, name, bedrooms, bathrooms, area_min, area_max, price_from,
      currency, price_pen, units_available, position, created_at, updated_at)
    select u.project_id, u.name, u.n, u.bathrooms, u.area_min, u.area_max, u.price, u.currency,
      ${inSoles(sql`u.price`, sql`u.currency`)}, 5, u.n, u.created_at, u.created_at
    from (
      select p.id, 'Flat ' || n || 'D', n, greatest(1, n - 1), 35 + n * 25, 45 + n * 25,
        case when p.id % 2 = 0 then round((150000 + n * 120000 + random() * 200000)::numeric, -3)
             else round((40000 + n * 32000 + random() * 50000)::numeric, -3) end as price,
        (case when p.id % 2 = 0 then 'PEN' else 'USD' end)::currency as currency,
        p.created_at
      from projects p cross join generate_series(1, 4) n
    ) u(project_id, name, n, bathrooms, area_min, area_max, price, currency, created_at)`);
  await db.execute(sql`
    insert into media_assets (property_id, kind, position, title, storage_key)
    select p.id, 'photo', n, 'Foto ' || n, 'properties/' || p.id || '/photos/bench' || n
    from properties p cross join lateral generate_series(1, 1 + p.id % 5) n
    where p.id % 5 <> 0`);
  // The rate in force, so the server's boot seed finds one and reprices nothing after the VACUUM.
  await db.execute(sql`insert into exchange_rates (rate, date, source)
    values (${String(DEFAULT_EXCHANGE_RATE)}, (now() at time zone 'America/Lima')::date, 'env')`);
  // One offer per property (a third for rent, paused now and then), plus a rent beside a sale for one in
  // five: mixed currencies, since the offer takes its property's. Rents of homes carry a maintenance fee.
  await db.execute(sql`
    insert into listings (property_id, operation, price, currency, status, maintenance_fee, price_pen)
    select p.id, (case when p.id % 3 = 0 then 'rent' else 'sale' end)::listing_operation, p.price, p.currency,
           (case when p.id % 17 = 0 then 'paused' else 'active' end)::listing_status, null,
           ${inSoles(sql`p.price`, sql`p.currency`)}
    from properties p
    union all
    select p.id, 'rent', round(p.price / 150, -1), p.currency, 'active',
           case when p.bedrooms is not null then round(p.price / 1500, -1) end,
           ${inSoles(sql`round(p.price / 150, -1)`, sql`p.currency`)}
    from properties p where p.id % 5 = 1 and p.id % 3 <> 0`);
  await refreshPropertyPrices(db, sql`true`);
  // Four weeks of views, skewed towards low ids (power law), recent days busier than older ones.
  await db.execute(sql`
    insert into property_views (property_id, visitor_hash, viewed_on)
    select (select min(id) from properties) + floor(power(random(), 3) * ${propertyCount})::int, md5(g::text),
           (now() at time zone 'America/Lima')::date - floor(power(random(), 1.5) * 28)::int
    from generate_series(1, ${propertyCount * 3}) g`);
  // The trending sort reads the score the API keeps current (features/properties/trending.ts): compute it once here.
  await refreshTrendScores(db);
}
