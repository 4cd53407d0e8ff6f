import type { PropertyListQuery, PropertyMapQuery } from '@inmuebles/shared/properties/list-query';
import type { PublicListingItem } from '@inmuebles/shared/properties/public-listing-schema';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { ProjectCard } from '@inmuebles/shared/projects/project-schema';
import type { SaleListingProjects } from '../projects/public.ts';
import { loadCardData } from './card-data.ts';
import type { ListFilters } from './list-filters.ts';
import type { SaleMapSide } from './map-service.ts';
import { buildSaleListingQueries, propertyRowsOf, type UnionRow } from './sale-listing-repository.ts';
import { presentPropertySummary } from './summary-presenter.ts';

/*
 * A page of "Comprar" with projects (docs/product/projects.md §2.6): the union's page and its total side by
 * side, then the cards of the page's properties and projects, in the union's order.
 */

type Storage = Pick<FileStorage, 'publicUrl'>;

/**
 * The projects' side of "Comprar", given by the listing's callers (projects/sale-listing-source.ts):
 * projects build on properties, so properties import nothing of projects at run time.
 */
export interface SaleListingSource {
  /** The projects a query holds, or null when it holds none. */
  sideFor(query: PropertyListQuery): SaleListingProjects | null;
  /** The cards of the page's projects. */
  cardsByIds(db: DbOrTx, storage: Storage, ids: number[]): Promise<ProjectCard[]>;
  /** The projects the map of a query draws, or null when it draws none. */
  mapSideFor(query: PropertyMapQuery): SaleMapSide | null;
}

export async function loadSaleListing(
  db: DbOrTx,
  storage: Storage,
  query: PropertyListQuery,
  filters: ListFilters | null,
  side: SaleListingProjects | null,
  cardsByIds: SaleListingSource['cardsByIds'],
  viewerId: number | null,
): Promise<{ items: PublicListingItem[]; totalCount: number }> {
  const paging = { page: query.page, perPage: query.per_page };
  const queries = buildSaleListingQueries(filters, side, query.sort, paging);
  const pageRows = db.execute<UnionRow>(queries.page).then((r) => r.rows);
  const counted = db.execute<{ count: number }>(queries.count).then((r) => Number(r.rows[0]?.count ?? 0));
  const items = pageRows.then(async (rows) => {
    const projectIds = rows.filter((row) => row.kind === 'project').map((row) => Number(row.id));
    const [propertyRows, projectCards] = await Promise.all([
      propertyRowsOf(db, rows),
      cardsByIds(db, storage, projectIds),
    ]);
    const data = await loadCardData(db, propertyRows, viewerId);
    const propertyCards = new Map(
      propertyRows.flatMap((row) => {
        const card = presentPropertySummary(row, data, storage);
        return card ? [[card.id, card] as const] : [];
      }),
    );
    const projectsById = new Map(projectCards.map((card) => [card.id, card]));
    return rows.flatMap((row): PublicListingItem[] => {
      const id = Number(row.id);
      if (row.kind === 'property') {
        const card = propertyCards.get(id);
        return card ? [{ ...card, kind: 'property' }] : [];
      }
      const card = projectsById.get(id);
      if (!card) return [];
      const matching = row.match_price === null ? null : Number(row.match_price).toFixed(2);
      return [
        {
          kind: 'project',
          id,
          slug: card.slug,
          project: { ...card, matching_price_from_pen: matching ?? card.price_from_pen },
        },
      ];
    });
  });
  const [pageItems, totalCount] = await Promise.all([items, counted]);
  return { items: pageItems, totalCount };
}
