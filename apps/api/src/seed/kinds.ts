import type {
  Currency,
  ListingOperation,
  PropertyDetailType,
  PropertyType,
} from '../platform/db/schema/enums.ts';
import type { PriceTier } from './locations-data.ts';

/**
 * What a demo property is, in market terms. Finer than the detail type: a shop (local comercial) and an
 * office are both OfficeResource, but they differ in price, title and picture.
 */
export const PROPERTY_KINDS = [
  'apartment',
  'house',
  'office',
  'retail',
  'warehouse',
  'lot',
  'farmland',
] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];

/** Kinds drawn from a picture pool of their own name; farmland is drawn from the 'land' pool. */
const KINDS_WITH_OWN_PICTURES = PROPERTY_KINDS.filter(
  (kind): kind is Exclude<PropertyKind, 'farmland'> => kind !== 'farmland',
);

/** Picture pools, one set of generated scenes per look. */
export const PICTURE_CATEGORIES = [
  ...KINDS_WITH_OWN_PICTURES,
  'land',
  'jungle',
  'interior',
  'workspace',
] as const;
export type PictureCategory = (typeof PICTURE_CATEGORIES)[number];

type Range = readonly [number, number];

export interface KindInfo {
  detailType: PropertyDetailType;
  propertyType: PropertyType;
  /** Used for the first photo (the façade or the plot). */
  mainPicture: PictureCategory;
  /** Used for the other photos. */
  otherPictures: readonly PictureCategory[];
  area: Range;
  /** Share of listings offered for rent rather than sale. */
  rentShare: number;
  /** Sale price in USD per m², by district tier. */
  salePerM2: Record<PriceTier, Range>;
  /** Monthly rent per m², by tier, in `rentCurrency`. */
  rentPerM2: Record<PriceTier, Range>;
  rentCurrency: Currency;
  /** Bounds that keep every price realistic whatever the area drawn. */
  saleBounds: Range;
  rentBounds: Range;
}

const tiers = (premium: Range, high: Range, mid: Range, affordable: Range, rural: Range) => ({
  premium,
  high,
  mid,
  affordable,
  rural,
});

/** Land is only offered for sale in the demo: no rent share, rent prices or rent bounds. */
const SALE_ONLY = {
  rentShare: 0,
  rentPerM2: tiers([0, 0], [0, 0], [0, 0], [0, 0], [0, 0]),
  rentCurrency: 'USD',
  rentBounds: [0, 0],
} as const satisfies Partial<KindInfo>;

export const KIND_INFO: Record<PropertyKind, KindInfo> = {
  apartment: {
    detailType: 'ApartmentResource',
    propertyType: 'residential',
    mainPicture: 'apartment',
    otherPictures: ['interior', 'interior', 'apartment'],
    area: [48, 230],
    rentShare: 0.35,
    salePerM2: tiers([2600, 3300], [1900, 2500], [1300, 1850], [950, 1300], [750, 1000]),
    rentPerM2: tiers([34, 44], [27, 34], [20, 27], [15, 20], [13, 17]),
    rentCurrency: 'PEN',
    saleBounds: [90_000, 650_000],
    rentBounds: [1_800, 9_000],
  },
  house: {
    detailType: 'HouseResource',
    propertyType: 'residential',
    mainPicture: 'house',
    otherPictures: ['interior', 'interior', 'house'],
    area: [120, 480],
    rentShare: 0.25,
    salePerM2: tiers([2300, 3000], [1600, 2300], [1050, 1500], [650, 1000], [420, 700]),
    rentPerM2: tiers([30, 40], [24, 30], [17, 23], [12, 17], [10, 14]),
    rentCurrency: 'PEN',
    saleBounds: [110_000, 1_650_000],
    rentBounds: [2_200, 14_000],
  },
  office: {
    detailType: 'OfficeResource',
    propertyType: 'commercial',
    mainPicture: 'office',
    otherPictures: ['workspace', 'workspace', 'office'],
    area: [45, 650],
    rentShare: 0.5,
    salePerM2: tiers([2500, 3200], [1800, 2400], [1200, 1700], [900, 1200], [700, 950]),
    // Offices in Lima are quoted in dollars, rent included.
    rentPerM2: tiers([17, 23], [13, 17], [9, 13], [7, 9], [6, 8]),
    rentCurrency: 'USD',
    saleBounds: [70_000, 2_200_000],
    rentBounds: [700, 15_000],
  },
  retail: {
    detailType: 'OfficeResource',
    propertyType: 'commercial',
    mainPicture: 'retail',
    otherPictures: ['retail', 'workspace'],
    area: [35, 420],
    rentShare: 0.6,
    salePerM2: tiers([3200, 4300], [2300, 3200], [1500, 2400], [1000, 1500], [700, 1000]),
    rentPerM2: tiers([75, 110], [55, 75], [38, 55], [26, 38], [18, 26]),
    rentCurrency: 'PEN',
    saleBounds: [90_000, 1_800_000],
    rentBounds: [2_500, 40_000],
  },
  warehouse: {
    detailType: 'WarehouseResource',
    propertyType: 'industrial',
    mainPicture: 'warehouse',
    otherPictures: ['warehouse'],
    area: [800, 12_000],
    rentShare: 0.4,
    salePerM2: tiers([900, 1200], [700, 950], [520, 760], [330, 540], [220, 360]),
    rentPerM2: tiers([6, 7.5], [5, 6.5], [4.2, 5.5], [3.5, 4.6], [2.8, 3.8]),
    rentCurrency: 'USD',
    saleBounds: [300_000, 3_000_000],
    rentBounds: [3_500, 45_000],
  },
  lot: {
    detailType: 'LotResource',
    propertyType: 'land',
    mainPicture: 'lot',
    otherPictures: ['lot'],
    area: [120, 2_500],
    salePerM2: tiers([2600, 3800], [900, 1600], [320, 700], [130, 340], [45, 120]),
    saleBounds: [25_000, 2_500_000],
    ...SALE_ONLY,
  },
  farmland: {
    detailType: 'LandResource',
    propertyType: 'land',
    mainPicture: 'land',
    otherPictures: ['land'],
    area: [5_000, 300_000],
    // Per m²: 1 USD/m² is 10,000 USD per hectare.
    salePerM2: tiers([4, 6], [3, 5], [2, 4], [1.2, 3], [0.6, 2.2]),
    saleBounds: [15_000, 1_500_000],
    ...SALE_ONLY,
  },
};

/** Soles per dollar used to quote some provincial sales in PEN (a round, plausible rate). */
export const PEN_PER_USD = 3.75;

export interface PriceQuote {
  operation: ListingOperation;
  price: number;
  currency: Currency;
}
