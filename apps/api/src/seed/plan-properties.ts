import type {
  Currency,
  ListingStatus,
  PropertyDetailType,
  PropertyStatus,
  PropertyType,
  PropertyVisibility,
} from '../platform/db/schema/enums.ts';
import type { LngLat, PropertyAttributes, PropertyGeometry } from '../platform/db/schema/properties.ts';
import type { DemoCompany, Flavor, PortfolioEntry } from './demo-company.ts';
import { jitter, plotRing, ringCentroid } from './geometry.ts';
import { KIND_INFO, type PictureCategory, type PropertyKind } from './kinds.ts';
import { demoDistrict, type DemoDistrict } from './locations-data.ts';
import type { Rng } from './prng.ts';
import type { ContentContext } from './content-context.ts';
import { propertyDescription } from './property-content.ts';
import { propertyTitle } from './property-titles.ts';
import { buildAttributes } from './property-attributes.ts';
import { detailRow, drawArea, drawFacts, type DetailRow } from './property-features.ts';
import { drawAmenities } from './amenities.ts';
import type { Amenity } from '@inmuebles/shared/properties/amenities';
import { planOffers, type PlannedOffer } from './offer-terms.ts';
import { quotePrice } from './pricing.ts';

/**
 * Everything about one demo property that does not need the database: the seed turns plans into rows.
 * Planning is pure and driven by the seeded Rng, so the demo content is identical on every run (only the
 * dates move with the clock).
 */
export interface PropertyPlan {
  companySlug: string;
  kind: PropertyKind;
  title: string;
  slug: string;
  description: string;
  propertyType: PropertyType;
  detailType: PropertyDetailType;
  price: string;
  currency: Currency;
  areaM2: string;
  status: PropertyStatus;
  visibility: PropertyVisibility;
  addressLine: string;
  district: DemoDistrict;
  attributes: PropertyAttributes;
  amenities: Amenity[];
  /** 'Estreno': never lived in. */
  brandNew: boolean;
  geometry: PropertyGeometry;
  polygonCoordinates: LngLat[] | null;
  latitude: string;
  longitude: string;
  videoUrl: string | null;
  featured: boolean;
  premium: boolean;
  createdAt: Date;
  publishedAt: Date | null;
  updatedAt: Date;
  /** The instant the property stopped being public (archived), else null. */
  archivedAt: Date | null;
  /** The offers: the first at the property's own price and currency, sometimes a rent beside a sale. */
  listings: PlannedOffer[];
  detail: DetailRow;
  photos: PictureCategory[];
  /** Engagement to create as rows; the counters on the property are derived from those rows. */
  target: { views: number; favorites: number; contacts: number };
}

const DAY = 86_400_000;
const SIX_MONTHS_DAYS = 182;

/** Public demo videos that stay embeddable (official YouTube and Vimeo sample videos). */
const VIDEO_URLS = [
  'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  'https://vimeo.com/76979871',
] as const;

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
}

/** The street or road, and the full address line with number (and unit, for flats and offices). */
function address(
  rng: Rng,
  kind: PropertyKind,
  district: DemoDistrict,
  floor: number | undefined,
): { street: string; line: string } {
  const roads = district.roads ?? [];
  if ((kind === 'farmland' || (kind === 'lot' && district.tier === 'rural')) && roads.length > 0) {
    const [road, from, to] = rng.pick(roads);
    return { street: road, line: `${road} Km ${rng.int(from, to)}` };
  }
  const street = rng.pick(district.streets);
  const number = rng.int(1, 29) * 50 + rng.int(0, 49);
  // Peruvian unit numbers start with the floor: Dpto. 1203 is on the 12th floor.
  const unit =
    kind === 'apartment'
      ? `, Dpto. ${floor ?? 1}0${rng.int(1, 4)}`
      : kind === 'office'
        ? `, Of. ${rng.int(2, district.department === 'Lima' ? 20 : 8)}0${rng.int(1, 6)}`
        : '';
  return { street, line: `${street} ${number}${unit}` };
}

function geometryFor(
  rng: Rng,
  kind: PropertyKind,
  district: DemoDistrict,
  areaM2: number,
  facts: { frontM?: number; depthM?: number; lengthM?: number; widthM?: number },
) {
  const centre = jitter(rng, [district.lng, district.lat], kind === 'farmland' ? 2_500 : 1_200);
  const polygonShare: Record<PropertyKind, number> = {
    lot: 0.8,
    farmland: 0.85,
    warehouse: 0.5,
    house: 0.2,
    apartment: 0,
    office: 0,
    retail: 0,
  };
  if (rng.chance(polygonShare[kind])) {
    const width = facts.frontM ?? facts.widthM ?? Math.sqrt(areaM2 / 1.5);
    const depth = facts.depthM ?? facts.lengthM ?? areaM2 / width;
    const ring = plotRing(rng, centre, width, depth);
    const [lng, lat] = ringCentroid(ring);
    return {
      geometry: { type: 'Polygon', coordinates: [ring] } as PropertyGeometry,
      polygonCoordinates: ring,
      lat,
      lng,
    };
  }
  const [lng, lat] = centre;
  return {
    geometry: { type: 'Point', coordinates: [lng, lat] } as PropertyGeometry,
    polygonCoordinates: null,
    lat,
    lng,
  };
}

function lifecycle(rng: Rng, now: number) {
  const status = rng.weighted<PropertyStatus>([
    ['published', 80],
    ['draft', 12],
    ['archived', 8],
  ]);
  const createdAt = new Date(now - rng.float(1, SIX_MONTHS_DAYS) * DAY);
  if (status === 'draft') {
    const updatedAt = new Date(Math.min(now - 60_000, createdAt.getTime() + rng.float(0, 5) * DAY));
    return { status, createdAt, publishedAt: null, archivedAt: null, updatedAt };
  }
  const publishedAt = new Date(Math.min(now - 3_600_000, createdAt.getTime() + rng.float(0.05, 3) * DAY));
  const archivedAt =
    status === 'archived'
      ? new Date(publishedAt.getTime() + (now - publishedAt.getTime()) * rng.float(0.4, 0.9))
      : null;
  return { status, createdAt, publishedAt, archivedAt, updatedAt: archivedAt ?? publishedAt };
}

function engagementTarget(
  rng: Rng,
  status: PropertyStatus,
  featured: boolean,
  premium: boolean,
  district: DemoDistrict,
) {
  if (status === 'draft') return { views: 0, favorites: 0, contacts: 0 };
  let views = 8 + 380 * rng.next() ** 2.2;
  if (featured) views *= 1.6;
  if (premium) views *= 1.3;
  if (district.tier === 'premium') views *= 1.25;
  const total = Math.round(views);
  return {
    views: total,
    favorites: Math.round(total * rng.float(0.01, 0.07)),
    contacts: Math.min(14, Math.round(total * rng.float(0.004, 0.03))),
  };
}

function photosFor(rng: Rng, kind: PropertyKind, flavor: Flavor | undefined): PictureCategory[] {
  const info = KIND_INFO[kind];
  const count = rng.int(3, 8);
  const categories = [
    info.mainPicture,
    ...Array.from({ length: count - 1 }, () => rng.pick(info.otherPictures)),
  ];
  // Fincas in the Selva Central look like jungle, not like the coast's fields.
  return flavor === 'jungle' ? categories.map((c) => (c === 'land' ? 'jungle' : c)) : categories;
}

function planOne(
  rng: Rng,
  company: DemoCompany,
  entry: PortfolioEntry,
  districtCode: string,
  now: number,
): PropertyPlan {
  const { kind } = entry;
  // Forked before any draw: the offers' numbers never shift the property's own.
  const offersRng = rng.fork('offers');
  const amenitiesRng = rng.fork('amenities');
  const flavor: Flavor | undefined = entry.flavor;
  const info = KIND_INFO[kind];
  const district = demoDistrict(districtCode);
  const areaM2 = drawArea(rng, kind, info.area, flavor);
  const facts = drawFacts(rng, kind, areaM2, district);
  const quote = quotePrice(rng, kind, district, areaM2);
  const where = address(rng, kind, district, facts.floorNumber);
  const context: ContentContext = {
    rng,
    kind,
    flavor,
    district,
    operation: quote.operation,
    facts,
    street: where.street,
  };
  const title = propertyTitle(context);
  const life = lifecycle(rng, now);
  const featured = rng.chance(0.15);
  const premium = rng.chance(0.1);
  const place = geometryFor(rng, kind, district, areaM2, facts);
  const hasListing = life.status !== 'draft' || rng.chance(0.5);
  const listingStatus: ListingStatus =
    life.status === 'published' ? 'active' : life.status === 'archived' ? 'closed' : 'paused';
  return {
    companySlug: company.slug,
    kind,
    title,
    slug: `${slugify(title)}-${Math.floor(rng.next() * 36 ** 5)
      .toString(36)
      .padStart(5, '0')}`,
    description: propertyDescription(context),
    propertyType: info.propertyType,
    detailType: info.detailType,
    price: quote.price.toFixed(2),
    currency: quote.currency,
    areaM2: areaM2.toFixed(2),
    status: life.status,
    visibility: rng.weighted<PropertyVisibility>([
      ['public', 84],
      ['unlisted', 9],
      ['private', 7],
    ]),
    addressLine: where.line,
    district,
    attributes: buildAttributes(rng, kind, facts, district, flavor),
    amenities: drawAmenities(amenitiesRng, kind, facts, district),
    brandNew: facts.isNew === true,
    geometry: place.geometry,
    polygonCoordinates: place.polygonCoordinates,
    latitude: place.lat.toFixed(6),
    longitude: place.lng.toFixed(6),
    videoUrl: rng.chance(0.18) ? rng.pick(VIDEO_URLS) : null,
    featured,
    premium,
    createdAt: life.createdAt,
    publishedAt: life.publishedAt,
    updatedAt: life.updatedAt,
    archivedAt: life.archivedAt,
    listings: hasListing
      ? planOffers(offersRng, kind, district, {
          operation: quote.operation,
          price: quote.price,
          currency: quote.currency,
          status: listingStatus,
        })
      : [],
    detail: detailRow(kind, facts),
    photos: photosFor(rng, kind, flavor),
    target: engagementTarget(rng, life.status, featured, premium, district),
  };
}

/** Every company's portfolio, districts taken in turn so each listed district gets its share. */
export function planProperties(rng: Rng, companies: readonly DemoCompany[], now: number): PropertyPlan[] {
  const plans: PropertyPlan[] = [];
  for (const company of companies) {
    company.portfolio.forEach((entry, entryIndex) => {
      for (let i = 0; i < entry.count; i++) {
        const code = entry.districts[i % entry.districts.length];
        if (!code) throw new Error(`Empty district list in ${company.slug}`);
        // One child generator per property: editing one portfolio line leaves the others unchanged.
        plans.push(planOne(rng.fork(`${company.slug}/${entryIndex}/${i}`), company, entry, code, now));
      }
    });
  }
  return plans;
}
