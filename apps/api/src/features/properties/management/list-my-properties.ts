import type {
  MyPropertiesQuery,
  MyPropertiesResponse,
} from '@inmuebles/shared/properties/my-properties-query';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { loadCardData } from '../card-data.ts';
import { presentPropertySummary } from '../summary-presenter.ts';
import type { FileStorage } from '../../../platform/storage/storage.ts';
import { managedScope } from './authorization.ts';
import type { Manager } from './find-managed-property.ts';
import { buildMyPropertiesQueries, myPropertiesWhere, scopeCondition } from './my-properties-repository.ts';
import { emptyManagementStats } from '@inmuebles/shared/properties/my-properties-query';
import { loadManagementStats } from './stats.ts';

type Storage = Pick<FileStorage, 'publicUrl'>;

function paginationOf(query: MyPropertiesQuery, totalCount: number): MyPropertiesResponse['pagination'] {
  return {
    current_page: query.page,
    total_pages: Math.ceil(totalCount / query.per_page),
    total_count: totalCount,
    per_page: query.per_page,
  };
}

/**
 * `GET /my_properties`: a page of the properties this user manages (every status and visibility), the
 * public card shape, and the stats of the whole scope. The page, its count and the stats run side by side;
 * the cards' batch queries follow the page.
 */
export async function listMyProperties(
  db: DbOrTx,
  storage: Storage,
  user: Manager,
  query: MyPropertiesQuery,
): Promise<MyPropertiesResponse> {
  const scope = managedScope(user, query.company_id);
  if (scope.kind === 'none') {
    return { properties: [], pagination: paginationOf(query, 0), stats: emptyManagementStats };
  }
  const queries = buildMyPropertiesQueries(db, myPropertiesWhere(scopeCondition(scope), query), query);
  const presentCards = async () => {
    const rows = await queries.page;
    const data = await loadCardData(db, rows, user.id, 'all');
    return rows
      .map((row) => presentPropertySummary(row, data, storage))
      .filter((card): card is PropertySummary => card !== null);
  };
  const [cards, [counted], stats] = await Promise.all([
    presentCards(),
    queries.count,
    loadManagementStats(db, scope),
  ]);
  return { properties: cards, pagination: paginationOf(query, counted?.count ?? 0), stats };
}
