import {
  editorCurrencies,
  listingOperations,
  propertyDetailTypeLabels,
  propertyDetailTypes,
  propertyStatuses,
  propertyTypeLabels,
  propertyTypes,
} from '../properties/enums.ts';
import { formatArea, formatPrice } from '../properties/format.ts';
import { advertiserKinds, advertiserLabels } from '../owners/advertiser.ts';
import { MAX_ROOM_FILTER, PropertyLimits } from '../properties/limits.ts';
import { amenities, amenityLabels, BRAND_NEW_LABEL } from '../properties/amenities.ts';
import { projectStageLabels, projectStages } from '../projects/enums.ts';
import { ProjectLimits } from '../projects/limits.ts';
import {
  amount,
  choice,
  choices,
  count,
  flag,
  mapArea,
  mapZone,
  text,
  type FilterValue,
} from './filter-values.ts';

/*
 * Every filter of a property list, written once under its API key, the one name it has everywhere (the
 * API's query, the address of the listing, the company page and the management list, a saved search, the
 * screens' state). The API's zod fields (filter-schema.ts), the saved-search keys, the URL codecs, the
 * active-filter chips and the counts are all derived from here; which filters a list offers is in
 * filter-sets.ts, and the SQL each filter adds is in apps/api/src/properties/list-filters.ts
 * (docs/product/offers-and-search.md "Filters").
 */

/** One filter: its value, its chip, whether it counts as a filter, whether a saved search keeps it. */
export interface FilterEntry<T> {
  readonly value: FilterValue<T>;
  /**
   * The text of its removable chip above the listing's results; null when it has none (the operation has
   * its switch) or another filter's chip shows it (a range's bounds, the places inside a department).
   */
  readonly chip: ((value: T) => string) | null;
  /** Filters its chip removes with it: the province and district inside a department. */
  readonly chipClears?: readonly string[];
  /**
   * Whether setting it narrows the results, so that it counts on the filter badges and makes 'Limpiar
   * filtros' useful; false for a setting that only says how another is read (the price's currency).
   */
  readonly counts: boolean;
  /** Whether a saved search may hold it (docs/product/searcher-accounts.md). */
  readonly savedSearch: boolean;
}

/** An entry, its `savedSearch` kept literal so that the saved-search keys have an exact type. */
const filter = <T, const S extends boolean>(
  value: FilterValue<T>,
  meta: Omit<FilterEntry<T>, 'value' | 'savedSearch'> & { savedSearch: S },
): FilterEntry<T> & { savedSearch: S } => ({ value, ...meta });

/** A place: an INEI code ('15', '1501', '150113') or a name with or without accents ('Jesus Maria'). */
const place = (label: string) => text(PropertyLimits.maxLocationLength, `${label} no es válido`);

const rooms = (plural: string) =>
  count(MAX_ROOM_FILTER, `Los ${plural} deben ser un número entero entre 1 y ${MAX_ROOM_FILTER}`);

/** The chip of a room filter: '2+ dormitorios', '1+ baño' (the highest chip already means "or more"). */
const roomsChip = (one: string, many: string) => (value: number) =>
  `${Math.min(value, MAX_ROOM_FILTER)}+ ${value === 1 ? one : many}`;

/** 'Publicado': published on the last 1, 7 or 30 calendar days of Peru, today included. */
export const publishedWithinDays = { '1d': 1, '7d': 7, '30d': 30 } as const;
export type PublishedWithin = keyof typeof publishedWithinDays;
export const publishedWithinValues = ['1d', '7d', '30d'] as const satisfies readonly PublishedWithin[];
export const publishedWithinLabels: Record<PublishedWithin, string> = {
  '1d': 'hoy',
  '7d': 'última semana',
  '30d': 'último mes',
};

/** What a sale listing shows: new developments' unit types, or homes sold by their owners. */
export const listingKinds = ['project', 'resale'] as const;
export type ListingKind = (typeof listingKinds)[number];
export const listingKindLabels: Record<ListingKind, string> = {
  project: 'Solo proyectos',
  resale: 'Solo reventa',
};

export const filterRegistry = {
  search: filter(
    text(
      PropertyLimits.maxSearchLength,
      `La búsqueda no puede superar los ${PropertyLimits.maxSearchLength} caracteres`,
    ),
    { chip: (value) => `“${value}”`, counts: true, savedSearch: true },
  ),
  /** A whole family (Comercial, Residencial...). */
  property_type: filter(choice(propertyTypes, 'Tipo de propiedad no válido'), {
    chip: (value) => propertyTypeLabels[value],
    counts: true,
    savedSearch: true,
  }),
  /** A detail type (Casa, Oficina...), the spec's 'Tipo de propiedad'. */
  property_detail_type: filter(choice(propertyDetailTypes, 'Tipo de inmueble no válido'), {
    chip: (value) => propertyDetailTypeLabels[value],
    counts: true,
    savedSearch: true,
  }),
  region: filter(place('El departamento'), {
    chip: () => 'Ubicación',
    chipClears: ['province', 'district'],
    counts: true,
    savedSearch: true,
  }),
  province: filter(place('La provincia'), { chip: null, counts: true, savedSearch: true }),
  district: filter(place('El distrito'), { chip: null, counts: true, savedSearch: true }),
  /** The company page's one place field: a district or a province, by name or code. */
  location: filter(
    text(
      PropertyLimits.maxLocationLength,
      `La ubicación no puede superar los ${PropertyLimits.maxLocationLength} caracteres`,
    ),
    { chip: null, counts: true, savedSearch: false },
  ),
  /** Properties with an offer of this operation ('Comprar' or 'Alquilar'). */
  operation: filter(choice(listingOperations, 'Operación no válida (venta o alquiler)'), {
    chip: null,
    counts: true,
    savedSearch: true,
  }),
  /** The management list's state of a property (draft, published, archived). */
  status: filter(choice(propertyStatuses, 'Estado no válido'), {
    chip: null,
    counts: true,
    savedSearch: false,
  }),
  /** The currency min_price and max_price are typed in; every offer is compared converted to it. */
  currency: filter(choice(editorCurrencies, 'Moneda no válida (PEN o USD)', { fallback: 'PEN' }), {
    chip: null,
    counts: false,
    savedSearch: true,
  }),
  min_price: filter(amount('El precio mínimo', PropertyLimits.maxPrice), {
    chip: null,
    counts: true,
    savedSearch: true,
  }),
  max_price: filter(amount('El precio máximo', PropertyLimits.maxPrice), {
    chip: null,
    counts: true,
    savedSearch: true,
  }),
  /** m². */
  min_area: filter(amount('El área mínima', PropertyLimits.maxArea), {
    chip: null,
    counts: true,
    savedSearch: true,
  }),
  max_area: filter(amount('El área máxima', PropertyLimits.maxArea), {
    chip: null,
    counts: true,
    savedSearch: true,
  }),
  min_bedrooms: filter(rooms('dormitorios'), {
    chip: roomsChip('dormitorio', 'dormitorios'),
    counts: true,
    savedSearch: true,
  }),
  min_bathrooms: filter(rooms('baños'), {
    chip: roomsChip('baño', 'baños'),
    counts: true,
    savedSearch: true,
  }),
  min_parking: filter(rooms('estacionamientos'), {
    chip: roomsChip('estacionamiento', 'estacionamientos'),
    counts: true,
    savedSearch: true,
  }),
  with_photos: filter(flag('El filtro de fotos debe ser true o false'), {
    chip: () => 'Con fotos',
    counts: true,
    savedSearch: true,
  }),
  with_video: filter(flag('El filtro de video debe ser true o false'), {
    chip: () => 'Con video',
    counts: true,
    savedSearch: true,
  }),
  /** Amenities the property must all have ('Piscina', 'Ascensor'...): one chip naming them. */
  amenities: filter(choices(amenities, 'Comodidad no válida'), {
    chip: (chosen) => chosen.map((amenity) => amenityLabels[amenity]).join(', '),
    counts: true,
    savedSearch: true,
  }),
  /** 'Estreno': in a new building, never lived in. */
  brand_new: filter(flag('El filtro de estreno debe ser true o false'), {
    chip: () => BRAND_NEW_LABEL,
    counts: true,
    savedSearch: true,
  }),
  /** 'Anunciante': a company's listings ('Inmobiliaria') or their owners' ('Dueño directo'). */
  advertiser: filter(choice(advertiserKinds, 'Anunciante no válido (agency u owner)'), {
    chip: (value) => advertiserLabels[value],
    counts: true,
    savedSearch: true,
  }),
  /**
   * How recent a listing is. Not in saved searches: an alert already brings only what was published since
   * the last one, and a window read again at every run would hide part of it from a weekly alert.
   */
  published_within: filter(choice(publishedWithinValues, 'Periodo de publicación no válido (1d, 7d o 30d)'), {
    chip: (value) => `Publicado: ${publishedWithinLabels[value]}`,
    counts: true,
    savedSearch: false,
  }),
  /**
   * 'Bajaron de precio': an active offer whose latest price change lowered it in the last 30 days of Peru
   * (docs/product/price-and-mortgage.md). Not in saved searches: their alerts already report each drop.
   */
  price_dropped: filter(flag('El filtro de baja de precio debe ser true o false'), {
    chip: () => 'Bajaron de precio',
    counts: true,
    savedSearch: false,
  }),
  /**
   * 'Apto MiVivienda': a home whose active sale offer, in soles, falls in a price band of Nuevo Crédito
   * MiVivienda's year in force (docs/product/price-and-mortgage.md §3).
   */
  mivivienda: filter(flag('El filtro MiVivienda debe ser true o false'), {
    chip: () => 'Apto MiVivienda',
    counts: true,
    savedSearch: true,
  }),
  /** A project's stage ('En planos'...), docs/product/projects.md. */
  stage: filter(choice(projectStages, 'Etapa no válida (en_planos, en_construccion o entrega_inmediata)'), {
    chip: (value) => projectStageLabels[value],
    counts: true,
    savedSearch: true,
  }),
  /** Projects delivered by the end of this year (a ready building always is). */
  delivery_year: filter(
    count(
      ProjectLimits.maxYear,
      `El año de entrega debe ser un número entero hasta ${ProjectLimits.maxYear}`,
    ),
    { chip: (value) => `Entrega hasta ${value}`, counts: true, savedSearch: true },
  ),
  /** The sale listing's 'Solo proyectos' or 'Solo reventa' (docs/product/projects.md §2.4). */
  listing_kind: filter(choice(listingKinds, 'Tipo de anuncio no válido (project o resale)'), {
    chip: (value) => listingKindLabels[value],
    counts: true,
    savedSearch: true,
  }),
  /** The visible map area searched ('Buscar en esta zona'), docs/product/map-search.md. */
  bbox: filter(mapArea, { chip: () => 'Área del mapa', counts: true, savedSearch: true }),
  /** A zone drawn on the map ('Dibujar zona'). */
  within: filter(mapZone, { chip: () => 'Zona dibujada', counts: true, savedSearch: true }),
};

export type FilterKey = keyof typeof filterRegistry;

/** The value of filter `K` as the screens hold it (the API's zod field may parse it further). */
export type FilterValueOf<K extends FilterKey> =
  (typeof filterRegistry)[K] extends FilterEntry<infer T> ? T : never;

/** Values of any filters, absent when not set. */
export type Filters = { [K in FilterKey]?: FilterValueOf<K> };

/**
 * A minimum and a maximum that go together: the API refuses a maximum below the minimum with `message`,
 * a screen drops it; both show as one chip and count as one filter. `qualifier` says how the bounds are
 * read (the price's currency): it is sent and kept only with a bound, and its chip removes it too.
 */
export interface FilterRange {
  min: FilterKey;
  max: FilterKey;
  message: string;
  format: (value: number, filters: Filters) => string;
  qualifier?: FilterKey;
}

export const filterRanges: readonly FilterRange[] = [
  {
    min: 'min_price',
    max: 'max_price',
    message: 'El precio máximo debe ser mayor o igual al precio mínimo',
    format: (value, filters) => formatPrice(value, filters.currency ?? 'PEN'),
    qualifier: 'currency',
  },
  {
    min: 'min_area',
    max: 'max_area',
    message: 'El área máxima debe ser mayor o igual al área mínima',
    format: (value) => formatArea(value),
  },
];
