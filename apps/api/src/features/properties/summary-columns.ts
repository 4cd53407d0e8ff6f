import { sql } from 'drizzle-orm';
import { properties } from '../../platform/db/schema/index.ts';
import { rankingKey, scoreOfKey } from '../../platform/db/schema/ranking-key.ts';

/** Longest description excerpt a card receives; the presenter cuts it at a word. */
export const EXCERPT_LENGTH = 300;

/**
 * The columns a card needs, and only those: no geometry, attributes, video fields or search vector. The
 * description is cut in the database (one character more than the excerpt, so the presenter knows whether
 * it was cut), which keeps long texts off the wire for a list.
 */
export const summaryColumns = {
  id: properties.id,
  companyId: properties.companyId,
  slug: properties.slug,
  title: properties.title,
  description: sql<string | null>`left(${properties.description}, ${sql.raw(String(EXCERPT_LENGTH + 1))})`,
  propertyType: properties.propertyType,
  propertyDetailType: properties.propertyDetailType,
  price: properties.price,
  currency: properties.currency,
  areaM2: properties.areaM2,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  parkingSpaces: properties.parkingSpaces,
  brandNew: properties.brandNew,
  status: properties.status,
  visibility: properties.visibility,
  addressLine: properties.addressLine,
  district: properties.district,
  province: properties.province,
  region: properties.region,
  country: properties.country,
  postalCode: properties.postalCode,
  ubigeoDepartment: properties.ubigeoDepartment,
  ubigeoProvince: properties.ubigeoProvince,
  ubigeoDistrict: properties.ubigeoDistrict,
  featured: properties.featured,
  premium: properties.premium,
  viewCount: properties.viewCount,
  favoriteCount: properties.favoriteCount,
  contactCount: properties.contactCount,
  lastViewedAt: properties.lastViewedAt,
  publishedAt: properties.publishedAt,
  registryOffice: properties.registryOffice,
  registryNumber: properties.registryNumber,
  hiddenAt: properties.hiddenAt,
  hiddenReason: properties.hiddenReason,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
};

/** A card's score without search relevance (ranking-key.ts), over the properties table. */
export const cardScore = scoreOfKey(rankingKey(properties));
