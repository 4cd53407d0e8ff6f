// What other features may use of properties: everything else in this folder is its own.
export { findViewableProperty } from './find-viewable-property.ts';
export { buildListFilters } from './list-filters.ts';
export type { ListFilters } from './list-filters.ts';
export { listPublicProperties } from './list-service.ts';
export {
  canHandleContactRequest,
  canManageProperty,
  canViewCompanyContactRequests,
} from './management/authorization.ts';
export { findManagedProperty } from './management/find-managed-property.ts';
export type { Manager } from './management/find-managed-property.ts';
export { reconvertAllPrices } from './offer-prices.ts';
export { recentPriceDrops, recordPriceChanges } from './price-history.ts';
export { forgetAllMedians } from './price-comparison-cache.ts';
export { PROPERTY_NOT_FOUND, propertyParams } from './routes/params.ts';
export { createManagedProperty } from './management/create-property.ts';
export { updateManagedProperty } from './management/update-property.ts';
export { createListing } from './offers/create-listing.ts';
export { updateListing } from './offers/update-listing.ts';
export { uploadPropertyPhoto } from './media/upload-photo.ts';
