import { findRegistryOffice } from '@inmuebles/shared/trust/registry-offices';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { photoKeys } from '../../platform/media/keys.ts';
import { presentPhotoVariants } from '../../platform/media/present-variants.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { CardData, CompanyRow, MainPhotoRow } from './card-data.ts';
import type { SummaryRow } from './list-repository.ts';
import { EXCERPT_LENGTH } from './summary-columns.ts';
import { presentListing } from './offers/present-listing.ts';
import { latestPriceDrop } from './price-drop.ts';
import { miviviendaBonoOf } from './mivivienda-bono.ts';

type UrlBuilder = Pick<FileStorage, 'publicUrl'>;

/**
 * At most EXCERPT_LENGTH characters plus an ellipsis when the text was longer, cut at the last space when
 * one is near the end. The query returns one character more than the excerpt, which tells a text of exactly
 * EXCERPT_LENGTH characters from a longer one.
 */
function excerpt(text: string | null): string | null {
  if (text === null || text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function presentMainPhoto(
  photo: MainPhotoRow | undefined,
  storage: UrlBuilder,
): PropertySummary['main_photo'] {
  if (!photo) return null;
  const keys = photoKeys(photo.storageKey);
  return {
    id: photo.id,
    title: photo.title,
    image_url: storage.publicUrl(keys.large),
    thumbnail_url: storage.publicUrl(keys.thumbnail),
    variants: presentPhotoVariants(photo, storage),
  };
}

/** The "partida registral", with the office's name and zone from the shared list. */
function presentRegistry(office: string | null, number: string | null): PropertySummary['registry'] {
  const found = findRegistryOffice(office);
  if (!found || !number) return null;
  return { office: found.code, office_name: found.name, zone: found.zone, number };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function presentCompany(company: CompanyRow, storage: UrlBuilder): PropertySummary['company'] {
  return {
    id: company.id,
    name: company.name,
    slug: company.slug,
    logo_url: company.logoKey ? storage.publicUrl(company.logoKey) : null,
    verified_at: iso(company.verifiedAt),
  };
}

/**
 * One card. Null when the owning company vanished between the page query and the batch queries (it was
 * deleted, and its properties with it): the card is dropped rather than shown half empty.
 */
export function presentPropertySummary(
  row: SummaryRow,
  data: CardData,
  storage: UrlBuilder,
): PropertySummary | null {
  const company = data.companies.get(row.companyId);
  if (!company) return null;
  const photo = data.mainPhotos.get(row.id);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: excerpt(row.description),
    property_type: row.propertyType,
    property_detail_type: row.propertyDetailType,
    price: row.price,
    currency: row.currency,
    area_m2: row.areaM2,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms === null ? null : Number(row.bathrooms),
    parking_spaces: row.parkingSpaces,
    contact_phone: data.contactPhones.get(row.id) ?? null,
    brand_new: row.brandNew,
    status: row.status,
    visibility: row.visibility,
    address: {
      line: row.addressLine,
      district: row.district,
      province: row.province,
      region: row.region,
      country: row.country,
      postal_code: row.postalCode,
    },
    ubigeo: { department: row.ubigeoDepartment, province: row.ubigeoProvince, district: row.ubigeoDistrict },
    main_photo: presentMainPhoto(photo, storage),
    photos_count: photo?.photosCount ?? 0,
    company: presentCompany(company, storage),
    ranking: {
      relevance_score: Math.round(row.score * 10_000) / 10_000,
      view_count: row.viewCount,
      favorite_count: row.favoriteCount,
      contact_count: row.contactCount,
      featured: row.featured,
      premium: row.premium,
      last_viewed_at: iso(row.lastViewedAt),
    },
    listings: (data.listings.get(row.id) ?? []).map(presentListing),
    price_drop: latestPriceDrop(data.listings.get(row.id) ?? []),
    mivivienda: miviviendaBonoOf(row.propertyType, data.listings.get(row.id) ?? [], data.mivivienda),
    is_favorited: data.favoritedIds.has(row.id),
    published_at: iso(row.publishedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    registry: presentRegistry(row.registryOffice, row.registryNumber),
    hidden: row.hiddenAt ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason ?? '' } : null,
  };
}
