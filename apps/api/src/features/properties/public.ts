// What other features may use of properties: everything else in this folder is its own.
export { findViewableProperty } from './find-viewable-property.ts';
export { cappedTotal } from './capped-total.ts';
export { buildListFilters, publishedWithin } from './list-filters.ts';
export { clusterCellSize } from './map-grid.ts';
export { bboxCondition, zoneCondition } from './map-area.ts';
export { groupSharedCells, presentClusters } from './map-service.ts';
export type { SaleMapSide } from './map-service.ts';
export { gridCellAggregates } from './map-repository.ts';
export type { ListFilters } from './list-filters.ts';
export { listPublicProperties } from './list-service.ts';
export type { SaleListingSource } from './sale-listing-service.ts';
export {
  canHandleContactRequest,
  canManageProperty,
  canViewCompanyContactRequests,
} from './management/authorization.ts';
export { findManagedProperty } from './management/find-managed-property.ts';
export type { Manager } from './management/find-managed-property.ts';
export { resolvePropertyLocation, storedLocation } from './management/resolve-location.ts';
export { geometryColumns } from './management/property-write-columns.ts';
export { inSoles, rateInForce, reconvertAllPrices } from './offer-prices.ts';
export { recentPriceDrops, recordPriceChanges } from './price-history.ts';
export { forgetAllMedians } from './price-comparison-cache.ts';
export { PROPERTY_NOT_FOUND, propertyParams } from './routes/params.ts';
export { createManagedProperty } from './management/create-property.ts';
export type { ImportedColumns } from './management/create-property.ts';
export { updateManagedProperty } from './management/update-property.ts';
export { createListing, insertListing } from './offers/create-listing.ts';
export { updateListing } from './offers/update-listing.ts';
export { photoBytesHash, uploadPropertyPhoto } from './media/upload-photo.ts';
export { createOwnerProperty } from './management/create-owner-property.ts';
export { listOwnerProperties } from './management/owner-properties.ts';
export { loadWrittenProperty } from './routes/load-written-property.ts';
export { createPropertyResponses } from './routes/create-property-route.ts';
export type { MediaDeps } from './media/media-deps.ts';
// The photo pipeline's steps, for the other galleries (a project's photos and floor plans).
export { readPhotoUpload } from './media/read-photo-upload.ts';
export { inPhotoUploadSlot } from './media/photo-upload-slot.ts';
export { photoUploadErrors } from './media/photo-upload-errors.ts';
export {
  processedPhotoColumns,
  processedPhotoFiles,
  removePhotoFiles,
  uploadPosition,
  writePhotoFiles,
} from './media/photo-files.ts';
