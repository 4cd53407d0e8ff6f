import type {
  NewApartmentDetails,
  NewHouseDetails,
  NewLandDetails,
  NewLotDetails,
  NewOfficeDetails,
  NewWarehouseDetails,
} from '../platform/db/schema/property-details.ts';
import type { Flavor } from './demo-company.ts';
import type { PropertyKind } from './kinds.ts';
import type { DemoDistrict } from './locations-data.ts';
import type { Rng } from './prng.ts';

/**
 * The physical facts of a demo property, drawn once and then used three ways: the type-specific detail
 * row, the free `attributes` map and the sentences of the description, so the three never contradict.
 */
export interface Facts {
  areaM2: number;
  bedrooms?: number;
  bathrooms?: number;
  parking?: number;
  floors?: number;
  floorNumber?: number;
  garden?: boolean;
  pool?: boolean;
  meetingRooms?: number;
  reception?: boolean;
  ceilingHeight?: number;
  loadingDock?: boolean;
  officeSpace?: boolean;
  security?: boolean;
  frontM?: number;
  depthM?: number;
  water?: boolean;
  electricity?: boolean;
  sewage?: boolean;
  lengthM?: number;
  widthM?: number;
  irrigation?: boolean;
  crops?: string;
  yearBuilt?: number;
  /** Never lived in ("de estreno"); titles may say so only when true. */
  isNew?: boolean;
  furnished?: boolean;
}

type Without<T> = Omit<T, 'propertyId'>;

export type DetailRow =
  | { type: 'ApartmentResource'; values: Without<NewApartmentDetails> }
  | { type: 'HouseResource'; values: Without<NewHouseDetails> }
  | { type: 'OfficeResource'; values: Without<NewOfficeDetails> }
  | { type: 'WarehouseResource'; values: Without<NewWarehouseDetails> }
  | { type: 'LotResource'; values: Without<NewLotDetails> }
  | { type: 'LandResource'; values: Without<NewLandDetails> };

const CROPS_BY_DEPARTMENT: Record<string, readonly string[]> = {
  '04': ['alfalfa y cebolla', 'ajo y papa', 'alfalfa'],
  '06': ['pastos y maíz', 'papa y haba', 'pastos para ganado lechero'],
  '08': ['maíz blanco gigante', 'maíz y papa nativa', 'hortalizas y flores'],
  '11': ['uva para pisco', 'espárrago y palta', 'pallar y algodón'],
  '12': ['café y cítricos', 'café y plátano', 'cacao y piña'],
  '15': ['algodón y maíz amarillo', 'manzana y palta', 'frutales'],
  '20': ['mango y limón', 'banano orgánico', 'arroz y limón'],
  '22': ['cacao y plátano', 'café y cacao', 'sacha inchi'],
};

/** Construction years follow the clock like the listing dates do. */
const THIS_YEAR = new Date().getFullYear();

/** Half steps for bathrooms (the editor allows 2.5). */
const halfStep = (rng: Rng, min: number, max: number) => rng.int(min * 2, max * 2) / 2;

export function drawArea(
  rng: Rng,
  kind: PropertyKind,
  range: readonly [number, number],
  flavor?: Flavor,
): number {
  const [min, max] = flavor === 'industrial' ? [1_000, 10_000] : range;
  // Skewed towards the small end: small flats and plots are far more common than big ones.
  const value = min + (max - min) * rng.next() ** 1.8;
  const step = kind === 'farmland' ? 500 : value > 1_000 ? 10 : 1;
  return Math.max(min, Math.round(value / step) * step);
}

export function drawFacts(rng: Rng, kind: PropertyKind, areaM2: number, district: DemoDistrict): Facts {
  const isNew = rng.chance(0.2);
  const yearBuilt = isNew ? THIS_YEAR : rng.int(1978, THIS_YEAR - 2);
  switch (kind) {
    case 'apartment': {
      const bedrooms = areaM2 < 60 ? rng.int(1, 2) : areaM2 < 110 ? rng.int(2, 3) : rng.int(3, 4);
      // Towers are a Lima thing; elsewhere buildings rarely pass eight floors.
      const topFloor = district.department === 'Lima' ? 20 : 8;
      return {
        areaM2,
        bedrooms,
        bathrooms: halfStep(rng, Math.max(1, Math.ceil(bedrooms / 2)), bedrooms),
        parking: areaM2 < 70 ? rng.int(0, 1) : rng.int(1, 3),
        floorNumber: rng.int(1, topFloor),
        yearBuilt,
        isNew,
        furnished: rng.chance(0.25),
      };
    }
    case 'house': {
      const bedrooms = Math.min(6, Math.max(3, Math.round(areaM2 / 75) + rng.int(0, 1)));
      return {
        areaM2,
        bedrooms,
        bathrooms: halfStep(rng, Math.max(2, bedrooms - 2), bedrooms),
        parking: Math.min(4, Math.max(1, Math.round(areaM2 / 110) + rng.int(0, 1))),
        floors: areaM2 < 180 ? rng.int(2, 3) : rng.int(1, 3),
        garden: rng.chance(0.75),
        pool: rng.chance(areaM2 > 300 ? 0.55 : 0.2),
        yearBuilt,
        isNew,
        furnished: rng.chance(0.15),
      };
    }
    case 'office':
    case 'retail':
      return {
        areaM2,
        meetingRooms: kind === 'office' ? Math.min(8, Math.floor(areaM2 / 90) + rng.int(0, 2)) : 0,
        parking: kind === 'office' ? Math.min(12, Math.floor(areaM2 / 60) + rng.int(0, 1)) : rng.int(0, 2),
        reception: kind === 'office' ? rng.chance(0.7) : false,
        bathrooms: kind === 'office' ? rng.int(1, 4) : rng.int(1, 2),
        yearBuilt,
      };
    case 'warehouse':
      return {
        areaM2,
        ceilingHeight: rng.int(16, 28) / 2,
        loadingDock: rng.chance(0.8),
        officeSpace: rng.chance(0.75),
        security: rng.chance(0.85),
        yearBuilt: rng.int(1995, THIS_YEAR - 1),
      };
    case 'lot': {
      const front = Math.max(8, Math.round(Math.sqrt(areaM2 / rng.float(1.5, 3))));
      return {
        areaM2,
        frontM: front,
        depthM: Math.round((areaM2 / front) * 100) / 100,
        water: rng.chance(0.85),
        electricity: rng.chance(0.9),
        sewage: rng.chance(0.7),
      };
    }
    case 'farmland': {
      const length = Math.round(Math.sqrt(areaM2 * rng.float(1.2, 2.5)));
      return {
        areaM2,
        lengthM: length,
        widthM: Math.round((areaM2 / length) * 100) / 100,
        irrigation: rng.chance(0.7),
        crops: rng.pick(CROPS_BY_DEPARTMENT[district.code.slice(0, 2)] ?? ['frutales y pastos']),
      };
    }
  }
}

const dec = (value: number | undefined, digits = 2) => (value === undefined ? null : value.toFixed(digits));

export function detailRow(kind: PropertyKind, f: Facts): DetailRow {
  switch (kind) {
    case 'apartment':
      return {
        type: 'ApartmentResource',
        values: {
          floorNumber: f.floorNumber,
          bedrooms: f.bedrooms,
          bathrooms: dec(f.bathrooms, 1),
          parkingSpots: f.parking,
        },
      };
    case 'house':
      return {
        type: 'HouseResource',
        values: {
          floors: f.floors,
          bedrooms: f.bedrooms,
          bathrooms: dec(f.bathrooms, 1),
          parkingSpots: f.parking,
          garden: f.garden,
          pool: f.pool,
        },
      };
    case 'office':
    case 'retail':
      return {
        type: 'OfficeResource',
        values: { meetingRooms: f.meetingRooms, parkingSpots: f.parking, reception: f.reception },
      };
    case 'warehouse':
      return {
        type: 'WarehouseResource',
        values: {
          ceilingHeight: dec(f.ceilingHeight),
          loadingDock: f.loadingDock,
          officeSpace: f.officeSpace,
          security: f.security,
        },
      };
    case 'lot':
      return {
        type: 'LotResource',
        values: {
          frontM: dec(f.frontM),
          depthM: dec(f.depthM),
          water: f.water,
          electricity: f.electricity,
          sewage: f.sewage,
        },
      };
    case 'farmland':
      return {
        type: 'LandResource',
        values: { lengthM: dec(f.lengthM), widthM: dec(f.widthM), irrigation: f.irrigation, crops: f.crops },
      };
  }
}
