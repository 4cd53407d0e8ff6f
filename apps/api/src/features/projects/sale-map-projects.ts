import type { PropertyMapQuery } from '@inmuebles/shared/properties/list-query';
import type { SaleMapSide } from '../properties/public.ts';
import { countMapProjects, projectMapCells, projectMapPoints } from './project-map.ts';
import { saleListingProjects } from './sale-listing-projects.ts';

/**
 * The projects on the main search's map in "Comprar" (docs/product/projects.md §2.6): exactly the list's
 * (sale-listing-projects.ts, the box and the drawn zone included), each point priced by its cheapest
 * matching unit type; null when the query holds no project (a rent, "Solo reventa", a filter only a
 * property meets).
 */
export function saleMapProjects(query: PropertyMapQuery): SaleMapSide | null {
  const side = saleListingProjects(query);
  if (!side) return null;
  return {
    count: (db, cap) => countMapProjects(db, side.where, cap),
    points: (db, storage, limit) => projectMapPoints(db, storage, side.where, limit, side.matchingUnit),
    cells: (db, cellSize) => projectMapCells(db, side.where, cellSize),
  };
}
