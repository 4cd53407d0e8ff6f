import { and, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  companies,
  projects,
  projectUnitTypes,
  savedSearchProjectAlerts,
} from '../../platform/db/schema/index.ts';
import { saleListingProjects, type SaleListingProjects } from '../projects/public.ts';
import {
  affected,
  groupByFilters,
  searchRows,
  type ActiveSearch,
  type PlannedSearches,
} from './filter-plans.ts';

/*
 * The projects a saved "Comprar" search is told about (docs/product/projects.md §2.7), with the combined
 * search's own SQL (projects/sale-listing-projects.ts): a search that holds no project there (rent, 'Solo
 * reventa', a filter only a property meets) holds none here.
 */

/** Filter sets per statement, as for properties. */
const BATCH = 200;

interface ProjectPlan extends PlannedSearches {
  side: SaleListingProjects;
}

const planFor = (query: Parameters<typeof saleListingProjects>[0]): ProjectPlan | null => {
  const side = saleListingProjects(query);
  return side ? { side, searches: [] } : null;
};

/**
 * Records, for each search from its own `since`:
 * - 'new': a project published since that matches it (one of its unit types meets the unit filters);
 * - 'unit:<id>': a unit type added since to a project published before it, that itself meets the unit
 *   filters, while the project meets the rest (a new layout that brings a known building into the search).
 * Returns how many alerts were recorded; the unique key keeps reruns and concurrent runs from repeating one.
 */
export async function matchProjects(db: DbOrTx, searches: ActiveSearch[], earliest: Date): Promise<number> {
  // A quiet minute (no project published, no unit type added) costs this one small query.
  const { rows } = await db.execute<{ published: boolean; added: boolean }>(sql`select
    exists (select 1 from ${projects} where ${projects.publishedAt} > ${earliest}) as published,
    exists (select 1 from ${projectUnitTypes} where ${projectUnitTypes.createdAt} > ${earliest}) as added`);
  const published = rows[0]?.published === true;
  const added = rows[0]?.added === true;
  if (!published && !added) return 0;
  const plans = groupByFilters(searches, planFor);
  let recorded = 0;
  for (let i = 0; i < plans.length; i += BATCH) {
    const batch = plans.slice(i, i + BATCH);
    const selects = [
      ...(published ? batch.map((plan) => newProjects(plan, earliest)) : []),
      ...(added ? batch.map((plan) => newUnitTypes(plan, earliest)) : []),
    ];
    if (selects.length === 0) continue;
    recorded += affected(
      await db.execute(sql`insert into ${savedSearchProjectAlerts} (saved_search_id, project_id, alert_key)
        ${sql.join(selects, sql` union all `)}
        on conflict do nothing`),
    );
  }
  return recorded;
}

const projectsWithCompany = sql`${projects} inner join ${companies} on ${companies.id} = ${projects.companyId}`;

function newProjects(plan: ProjectPlan, earliest: Date): SQL {
  return sql`select s.id, ${projects.id}, 'new' from ${projectsWithCompany}
    join ${searchRows(plan)} on ${projects.publishedAt} > s.since
    where ${and(sql`${projects.publishedAt} > ${earliest}`, plan.side.where)}`;
}

// A unit type added while the project was a draft is part of its publication ('new'), not news of its own.
function newUnitTypes(plan: ProjectPlan, earliest: Date): SQL {
  return sql`select s.id, ${projects.id}, 'unit:' || ${projectUnitTypes.id} from ${projectsWithCompany}
    inner join ${projectUnitTypes} on ${projectUnitTypes.projectId} = ${projects.id}
    join ${searchRows(plan)} on ${projectUnitTypes.createdAt} > greatest(s.since, ${projects.publishedAt})
    where ${and(sql`${projectUnitTypes.createdAt} > ${earliest}`, plan.side.where, plan.side.matchingUnit)}`;
}
