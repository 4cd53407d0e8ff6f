/*
 * The closed vocabularies of a property and their Spanish labels. The database enums, the API schemas
 * and the screens all read these lists, so a value exists in one place.
 */

export const propertyTypes = ['commercial', 'residential', 'industrial', 'land'] as const;
export type PropertyType = (typeof propertyTypes)[number];
export const propertyTypeLabels: Record<PropertyType, string> = {
  commercial: 'Comercial',
  residential: 'Residencial',
  industrial: 'Industrial',
  land: 'Terreno',
};
/** Display labels the spec also names for legacy or free-form type values. */
export const extraTypeLabels: Record<string, string> = {
  office: 'Oficina',
  warehouse: 'Almacén',
  house: 'Casa',
  apartment: 'Departamento',
  other: 'Otro',
};

export const propertyDetailTypes = [
  'LandResource',
  'LotResource',
  'ApartmentResource',
  'HouseResource',
  'OfficeResource',
  'WarehouseResource',
] as const;
export type PropertyDetailType = (typeof propertyDetailTypes)[number];
export const propertyDetailTypeLabels: Record<PropertyDetailType, string> = {
  LandResource: 'Terreno Agrícola',
  LotResource: 'Lote Urbano',
  ApartmentResource: 'Departamento',
  HouseResource: 'Casa',
  OfficeResource: 'Oficina',
  WarehouseResource: 'Almacén/Bodega',
};
/** The parent property type of each detail type (docs/product/signed-in-area.md §3). */
export const detailTypeParent: Record<PropertyDetailType, PropertyType> = {
  LandResource: 'land',
  LotResource: 'land',
  ApartmentResource: 'residential',
  HouseResource: 'residential',
  OfficeResource: 'commercial',
  WarehouseResource: 'industrial',
};

export const propertyStatuses = ['draft', 'published', 'archived'] as const;
export type PropertyStatus = (typeof propertyStatuses)[number];
/** Labels of the signed-in area (badges: draft yellow, published green, archived gray). */
export const propertyStatusLabels: Record<PropertyStatus, string> = {
  draft: 'Borrador',
  published: 'Publicado',
  archived: 'Archivado',
};
/** The public side shows only 'published' translated ('Publicada'); other values as raw text. */
export function publicStatusLabel(status: string): string {
  return status === 'published' ? 'Publicada' : status;
}
/** Other status labels the spec lists for offers. */
export const offerStatusLabels: Record<string, string> = {
  available: 'Disponible',
  sold: 'Vendido',
  rented: 'Alquilado',
  reserved: 'Reservado',
};

export const propertyVisibilities = ['public', 'unlisted', 'private'] as const;
export type PropertyVisibility = (typeof propertyVisibilities)[number];
export const propertyVisibilityLabels: Record<PropertyVisibility, string> = {
  public: 'Público',
  unlisted: 'No listado',
  private: 'Privado',
};

export const currencies = ['USD', 'PEN', 'EUR'] as const;
export type Currency = (typeof currencies)[number];

/**
 * The currencies the editor offers for a new price, soles first (a Peruvian portal prices in
 * soles or dollars); EUR stays readable for prices stored before.
 */
export const editorCurrencies = ['PEN', 'USD'] as const satisfies readonly Currency[];
export const editorCurrencyLabels: Record<(typeof editorCurrencies)[number], string> = {
  PEN: 'S/ (soles)',
  USD: 'US$ (dólares)',
};

export const listingOperations = ['sale', 'rent'] as const;
export type ListingOperation = (typeof listingOperations)[number];
export const listingOperationLabels: Record<ListingOperation, string> = { sale: 'Venta', rent: 'Alquiler' };

/** State of a listing (offer); only `active` offers count for the public operation filter. */
export const listingStatuses = ['active', 'paused', 'closed'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/**
 * Public listing sorts (docs/product/public-and-auth.md §9), default smart_ranking; the two price sorts
 * compare prices converted to soles (docs/product/offers-and-search.md).
 */
export const propertySorts = [
  'smart_ranking',
  'recent',
  'most_viewed',
  'most_favorited',
  'trending',
  'featured',
  'premium',
  'price_asc',
  'price_desc',
] as const;
export type PropertySort = (typeof propertySorts)[number];
export const propertySortLabels: Record<PropertySort, string> = {
  smart_ranking: 'Relevancia Inteligente',
  recent: 'Más Recientes',
  most_viewed: 'Más Vistas',
  most_favorited: 'Más Favoritas',
  trending: 'Tendencia',
  featured: 'Destacadas',
  premium: 'Premium',
  price_asc: 'Precio: menor a mayor',
  price_desc: 'Precio: mayor a menor',
};

/** Sorts of the company page's filter bar (default newest). */
export const companyPropertySorts = [
  'newest',
  'oldest',
  'price-asc',
  'price-desc',
  'area-asc',
  'area-desc',
] as const;
export type CompanyPropertySort = (typeof companyPropertySorts)[number];
