import { sql } from 'drizzle-orm';
import type { DbHandle } from '../src/platform/db/client.ts';
import { pricePerM2Medians } from '../src/platform/db/schema/index.ts';
import type { AppInstance } from '../src/platform/runtime/app-instance.ts';
import { measurePair, type Budget, type Timing } from './measure.ts';
import { recordStatements } from './record-statements.ts';

/*
 * The cases that are not a property listing URL: the similar properties of a flat for sale in Miraflores,
 * the detail of that flat computing the median price per m² of its district (its cache emptied before each
 * call, so every call pays for the median), and the project search (`/proyectos`) by stage and delivery year. The SQL side replays on the bare driver
 * exactly the statements the API sent during one call (recorded from the pool), one after the other.
 */

export interface OfferCaseResult {
  name: string;
  total: number;
  api: Timing;
  direct: Timing;
}

export async function measureOfferCases(
  app: AppInstance,
  handle: DbHandle,
  budget: Budget,
): Promise<OfferCaseResult[]> {
  // The replay records the pool's statements: PostgreSQL only.
  if (handle.driver !== 'pg') return [];
  const { rows } = await handle.db.execute<{ id: number }>(sql`
    select id from properties where status = 'published' and visibility = 'public' and ubigeo_district = '150122'
      and property_type = 'residential' and sale_price_pen is not null and area_m2 > 0 order by id limit 1`);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('bench: no flat for sale in Miraflores');

  const similarUrl = `/api/v1/properties/${id}/similar`;
  const similar = await app.inject({ method: 'GET', url: similarUrl });
  const found = similar.json<{ properties: unknown[] }>().properties.length;
  const similarSql = await recordStatements(handle, () => app.inject({ method: 'GET', url: similarUrl }));
  const [similarApi, similarDirect] = await measurePair(
    () => app.inject({ method: 'GET', url: similarUrl }),
    similarSql,
    budget,
  );

  const forgetMedians = () => handle.db.delete(pricePerM2Medians);
  const detailUrl = `/api/v1/properties/${id}`;
  const detail = await app.inject({ method: 'GET', url: detailUrl });
  const comparison = detail.json<{ property: { price_comparison: { comparables: number } | null } }>()
    .property.price_comparison;
  await forgetMedians();
  const detailSql = await recordStatements(handle, () => app.inject({ method: 'GET', url: detailUrl }));
  const [medianApi, medianDirect] = await measurePair(
    () => app.inject({ method: 'GET', url: detailUrl }),
    detailSql,
    budget,
    forgetMedians,
  );
  const projectsUrl = `/api/v1/projects?stage=en_construccion&delivery_year=${new Date().getFullYear() + 2}`;
  const projects = await app.inject({ method: 'GET', url: projectsUrl });
  if (projects.statusCode !== 200)
    throw new Error(`${projectsUrl} → ${projects.statusCode} ${projects.body}`);
  const projectsSql = await recordStatements(handle, () => app.inject({ method: 'GET', url: projectsUrl }));
  const [projectsApi, projectsDirect] = await measurePair(
    () => app.inject({ method: 'GET', url: projectsUrl }),
    projectsSql,
    budget,
  );

  return [
    { name: 'similares (venta, Miraflores)', total: found, api: similarApi, direct: similarDirect },
    {
      name: 'proyectos: en construcción + entrega hasta el año después del próximo',
      total: projects.json<{ pagination: { total_count: number } }>().pagination.total_count,
      api: projectsApi,
      direct: projectsDirect,
    },
    {
      name: 'detalle con mediana precio/m² del distrito (sin caché)',
      total: comparison?.comparables ?? 0,
      api: medianApi,
      direct: medianDirect,
    },
  ];
}
