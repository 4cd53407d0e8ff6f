import type { PropertyDetailType } from './enums.ts';
import { formatEsPeNumber } from '../format/es-pe-number.ts';
import { formatArea } from './format.ts';

/*
 * The detail page's feature tiles (docs/product/public-and-auth.md §2.3, 3 and 5): their Spanish labels and the values they show. A
 * fact may live in the type-specific detail (house bedrooms) or in the free `attributes` map (a seeded
 * `bedrooms`, `parking`, `ceiling_height_m`): each fact is one tile, the structured detail winning, so a
 * house never shows 'Dormitorios' twice.
 */

/** Labels of the tiles every property may show. */
export const commonFeatureLabels = {
  area: 'Área',
  bedrooms: 'Dormitorios',
  bathrooms: 'Baños',
  parking: 'Estacionamientos',
  floors: 'Pisos',
  year_built: 'Año de construcción',
  orientation: 'Orientación',
  furnished: 'Amoblado',
  zoning: 'Zonificación',
  utilities: 'Servicios',
} as const;

/** Labels of the type-specific fields, per detail type (docs/product/public-and-auth.md §3, "Detail types"). */
export const detailFieldLabels = {
  HouseResource: {
    bedrooms: 'Dormitorios',
    bathrooms: 'Baños',
    parking_spots: 'Estacionamientos',
    floors: 'Pisos',
    garden: 'Jardín',
    pool: 'Piscina',
  },
  ApartmentResource: {
    bedrooms: 'Dormitorios',
    bathrooms: 'Baños',
    parking_spots: 'Estacionamientos',
    floor_number: 'Piso',
  },
  LandResource: { length_m: 'Largo', width_m: 'Ancho', irrigation: 'Riego', crops: 'Cultivos' },
  LotResource: {
    front_m: 'Frente',
    depth_m: 'Fondo',
    water: 'Agua',
    electricity: 'Electricidad',
    sewage: 'Desagüe',
  },
  OfficeResource: {
    meeting_rooms: 'Salas de reuniones',
    parking_spots: 'Estacionamientos',
    reception: 'Recepción',
  },
  WarehouseResource: {
    ceiling_height: 'Altura de techo',
    loading_dock: 'Andén de carga',
    office_space: 'Oficinas',
    security: 'Seguridad',
  },
} as const satisfies Record<PropertyDetailType, Record<string, string>>;

/** Other keys of the free map that the demo data and the editor use. */
export const attributeLabels: Record<string, string> = {
  access: 'Acceso',
  floor: 'Piso',
  ceiling_height_m: 'Altura de techo',
  floor_load: 'Carga de piso',
  title_status: 'Situación legal',
};

/** `auto`: a key of the free map that no tile names; a boolean there reads like a flag. */
type Format = 'count' | 'number' | 'year' | 'meters' | 'flag' | 'text' | 'auto';

interface TileSpec {
  key: string;
  label: string;
  format: Format;
  /** Field of the type-specific detail, then keys of the free map, in order of preference. */
  sources: readonly string[];
  /** Also shown for the text 'true' (docs/product/public-and-auth.md §5: irrigation, water, electricity, sewage). */
  acceptsTrueText?: boolean;
}

const tile = (
  key: string,
  label: string,
  format: Format,
  sources: string[] = [key],
  acceptsTrueText = false,
) => ({
  key,
  label,
  format,
  sources,
  acceptsTrueText,
});

const C = commonFeatureLabels;

/** Every known tile after the area, in display order: the common facts first, then the type-specific ones. */
const tileSpecs: readonly TileSpec[] = [
  tile('bedrooms', C.bedrooms, 'count'),
  tile('bathrooms', C.bathrooms, 'number'),
  tile('parking', C.parking, 'count', ['parking_spots', 'parking']),
  tile('floors', C.floors, 'count'),
  tile('floor_number', 'Piso', 'count', ['floor_number', 'floor']),
  tile('year_built', C.year_built, 'year'),
  tile('orientation', C.orientation, 'text'),
  tile('furnished', C.furnished, 'flag'),
  tile('zoning', C.zoning, 'text'),
  tile('utilities', C.utilities, 'text'),
  tile('garden', 'Jardín', 'flag'),
  tile('pool', 'Piscina', 'flag'),
  tile('length_m', 'Largo', 'meters'),
  tile('width_m', 'Ancho', 'meters'),
  tile('irrigation', 'Riego', 'flag', undefined, true),
  tile('crops', 'Cultivos', 'text'),
  tile('front_m', 'Frente', 'meters'),
  tile('depth_m', 'Fondo', 'meters'),
  tile('water', 'Agua', 'flag', undefined, true),
  tile('electricity', 'Electricidad', 'flag', undefined, true),
  tile('sewage', 'Desagüe', 'flag', undefined, true),
  tile('meeting_rooms', 'Salas de reuniones', 'count'),
  tile('reception', 'Recepción', 'flag'),
  tile('ceiling_height', 'Altura de techo', 'meters', ['ceiling_height', 'ceiling_height_m']),
  tile('loading_dock', 'Andén de carga', 'flag'),
  tile('office_space', 'Oficinas', 'flag'),
  tile('security', 'Seguridad', 'flag'),
  tile('access', 'Acceso', 'text'),
  tile('floor_load', 'Carga de piso', 'text'),
  tile('title_status', 'Situación legal', 'text'),
];

/** One tile: a stable key, its Spanish label and the value as the page prints it. */
export interface FeatureTile {
  key: string;
  label: string;
  value: string;
}

/** What featureTiles reads; the detail may also come in the legacy `{type, data}` form (docs/product/public-and-auth.md §3). */
export interface FeatureSource {
  area_m2?: string | number | null;
  attributes?: Record<string, unknown> | null;
  property_detail?: object | null;
}

const formatNumber = (value: number) => formatEsPeNumber(value, 2);

function formatValue(value: unknown, spec: Pick<TileSpec, 'format' | 'acceptsTrueText'>): string | null {
  if (value === null || value === undefined) return null;
  const isFlag = spec.format === 'flag' || spec.format === 'auto';
  if (typeof value === 'boolean') return value && isFlag ? 'Sí' : null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    if (spec.format === 'flag') return null;
    if (spec.format === 'year') return String(value);
    return spec.format === 'meters' ? `${formatNumber(value)} m` : formatNumber(value);
  }
  if (Array.isArray(value)) {
    const items = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
    return items.length > 0 ? items.map((item) => item.trim()).join(', ') : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  // Booleans stored as text: 'true' counts only where the spec says so; 'false' never shows.
  if (spec.format === 'flag' && /^(true|false)$/i.test(text)) {
    return spec.acceptsTrueText && text.toLowerCase() === 'true' ? 'Sí' : null;
  }
  return text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The type-specific fields as a plain map, from the current form or the legacy `{type, data}` one. */
function detailFields(detail: object | null | undefined): Record<string, unknown> {
  if (!isRecord(detail)) return {};
  return isRecord(detail.data) ? detail.data : detail;
}

/** 'title_status' → 'Title status': the label of a key nobody named (the free map is free). */
const humanize = (key: string) => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The tiles of a property, in display order, only for valued fields: the area, the known facts (from the
 * type-specific detail first, then the free map), then the free map's remaining keys. Booleans show 'Sí'
 * and only when true; numbers in es-PE format (0 is a value); empty text is no value.
 */
export function featureTiles(property: FeatureSource): FeatureTile[] {
  const detail = detailFields(property.property_detail);
  const attributes = property.attributes ?? {};
  const tiles: FeatureTile[] = [];
  const area = formatArea(property.area_m2);
  if (area) tiles.push({ key: 'area', label: C.area, value: area });

  const used = new Set<string>(['type']);
  for (const spec of tileSpecs) {
    spec.sources.forEach((source) => used.add(source));
    const candidates = [...spec.sources.map((s) => detail[s]), ...spec.sources.map((s) => attributes[s])];
    const value = candidates.map((candidate) => formatValue(candidate, spec)).find((v) => v !== null);
    if (value) tiles.push({ key: spec.key, label: spec.label, value });
  }
  for (const [key, raw] of Object.entries(attributes)) {
    if (used.has(key)) continue;
    const value = formatValue(raw, { format: 'auto' });
    if (value) tiles.push({ key, label: attributeLabels[key] ?? humanize(key), value });
  }
  return tiles;
}

/**
 * A fact's number ('bedrooms', 'bathrooms', 'parking'...) from where its tile reads it, the type-specific
 * detail first, then the free map: for what needs the number itself (the page's schema.org data). Null when
 * neither holds a finite number.
 */
export function featureNumber(property: FeatureSource, key: string): number | null {
  const spec = tileSpecs.find((candidate) => candidate.key === key);
  if (!spec) return null;
  const detail = detailFields(property.property_detail);
  const attributes = property.attributes ?? {};
  for (const value of [...spec.sources.map((s) => detail[s]), ...spec.sources.map((s) => attributes[s])]) {
    const number =
      typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim() || NaN) : NaN;
    if (Number.isFinite(number)) return number;
  }
  return null;
}
