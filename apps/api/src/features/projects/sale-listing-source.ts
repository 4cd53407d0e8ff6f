import type { SaleListingSource } from '../properties/public.ts';
import { projectCardsByIds } from './project-cards.ts';
import { saleListingProjects } from './sale-listing-projects.ts';
import { saleMapProjects } from './sale-map-projects.ts';

/**
 * What "Comprar" and its map need of the projects (docs/product/projects.md §2.6), handed to the properties' listing by
 * its callers: projects build on properties, so properties never import projects.
 */
export const saleListingSource: SaleListingSource = {
  sideFor: (query) => saleListingProjects(query),
  cardsByIds: projectCardsByIds,
  mapSideFor: saleMapProjects,
};
