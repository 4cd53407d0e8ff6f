/** Page sizes and caps shared by the screens and the API (docs/product/public-and-auth.md §9). */
export const PageSizes = {
  publicListing: 20,
  companyPage: 12,
  dashboardSummary: 5,
  managementList: 20,
  reusableGrid: 6,
  /** No client may ask for more than this per page. */
  max: 100,
  /**
   * Deepest result a paginated list reaches (page x per_page): beyond it the OFFSET scan costs more than
   * any reader gains, and the answer asks to refine the search instead (422).
   */
  maxDepth: 10_000,
  /**
   * Totals are counted exactly up to here and answered as a lower bound beyond (`total_is_exact: false`,
   * "Más de 10 000 propiedades"): nobody can page past the depth cap, and counting every match of a broad
   * search in a large catalogue costs more than the number is worth (docs/decisions.md).
   */
  exactTotal: 10_000,
} as const;

/** The 422 past PageSizes.maxDepth. */
export const pageTooDeepMessage = 'Refina tu búsqueda para ver más resultados';

/** Limits of a property's content and media. */
export const PropertyLimits = {
  maxSearchLength: 200,
  /** A department, province or district filter: a code or a place name. */
  maxLocationLength: 100,
  /** Highest page a listing accepts: far beyond any real catalogue, low enough to keep OFFSET sane. */
  maxPage: 1_000_000,
  maxTitleLength: 200,
  maxDescriptionLength: 10_000,
  maxPrice: 1_000_000_000_000,
  maxArea: 100_000_000,
  maxPhotoBytes: 10 * 1024 * 1024,
  maxPhotos: 40,
  maxVideoBytes: 100 * 1024 * 1024,
  maxThumbnails: 6,
} as const;

/** Timings of the public screens (docs/product/public-and-auth.md §9), in milliseconds. */
export const UiTimings = {
  searchDebounce: 500,
  copyConfirmation: 2000,
  copyConfirmationDetail: 3000,
  mapInitDelay: 1000,
  mapReinitDelay: 1500,
  locationRetry: 500,
} as const;

/** The highest room-count chip: 4 means "4 or more" (docs/product/offers-and-search.md). */
export const MAX_ROOM_FILTER = 4;
