// What other features may use of projects: everything else in this folder is its own.
export { findPublicProject, findUnitTypesOf, projectIsPublic } from './project-repository.ts';
export { loadProject as loadPublicProject } from './load-project.ts';
export { PROJECT_NOT_FOUND, projectParams } from './routes/project-access.ts';
export { projectSearchCondition, unitPriceInSoles, unitTypeMatch } from './project-filters.ts';
export { projectCards, projectCardsByIds, projectPage } from './project-cards.ts';
export { saleListingProjects } from './sale-listing-projects.ts';
export { saleListingSource } from './sale-listing-source.ts';
export type { SaleListingProjects } from './sale-listing-projects.ts';
export { recordUnitTypePrice } from './unit-type-price-history.ts';
export { reconvertUnitTypePrices, unitTypePricePen } from './unit-type-prices.ts';
