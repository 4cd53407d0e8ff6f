import { randomUUID } from 'node:crypto';
import { resolveLocation, type LocationQuery } from '@inmuebles/shared/ubigeo/catalogue';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/platform/db/client.ts';
import {
  listings as listingsTable,
  mediaAssets,
  properties,
  propertyColumns,
  type Company,
  type Listing,
  type MediaAsset,
  type NewListing,
  type NewMediaAsset,
  type NewProperty,
  type PropertyRow,
} from '../../src/platform/db/schema/index.ts';
import { inSoles, refreshPropertyPricesOf } from '../../src/features/properties/offer-prices.ts';
import { recordPriceChanges } from '../../src/features/properties/price-history.ts';
import { createCompany } from './companies.ts';

export interface BuildPropertyOverrides extends Partial<Omit<NewProperty, 'searchVector'>> {
  /** The owner; a new company is created when neither this nor companyId is given. */
  company?: Company;
  /**
   * A place as codes or names ({ district: 'Jesus Maria' }, { district: '150122' }), resolved through the
   * INEI catalogue into the ubigeo codes and the names (explicit ubigeo or name columns still win).
   */
  location?: LocationQuery;
  /** Offers to create (operation required; price and currency default to the property's). */
  listings?: (Partial<Omit<NewListing, 'propertyId'>> & Pick<NewListing, 'operation'>)[];
  /** Photo rows: a count (positions 1..n) or the rows themselves. No files are written. */
  photos?: number | Partial<Omit<NewMediaAsset, 'propertyId'>>[];
}

export interface BuiltProperty {
  property: PropertyRow;
  company: Company | null;
  listings: Listing[];
  photos: MediaAsset[];
}

function locationColumns(query: LocationQuery | undefined): Partial<NewProperty> {
  if (!query) return {};
  const place = resolveLocation(query);
  if (!place) throw new Error(`buildProperty: lugar desconocido ${JSON.stringify(query)}`);
  return {
    region: place.department.name,
    ubigeoDepartment: place.department.id,
    ...(place.province ? { province: place.province.name, ubigeoProvince: place.province.id } : {}),
    ...(place.district ? { district: place.district.name, ubigeoDistrict: place.district.id } : {}),
  };
}

/**
 * A property that the public listing shows unless told otherwise: published, public, published now, in
 * Miraflores (Lima), with a unique title and slug. Creates its company when missing, then the requested
 * offers and photo rows.
 */
export async function buildProperty(
  db: DbOrTx,
  overrides: BuildPropertyOverrides = {},
): Promise<BuiltProperty> {
  const { company: givenCompany, location, listings = [], photos = 0, ...columns } = overrides;
  const company = columns.companyId || givenCompany ? (givenCompany ?? null) : await createCompany(db);
  const unique = randomUUID().slice(0, 8);
  const title = columns.title ?? `Propiedad de prueba ${unique}`;
  const [property] = await db
    .insert(properties)
    .values({
      slug: `propiedad-${unique}`,
      status: 'published',
      visibility: 'public',
      price: '250000',
      currency: 'USD',
      areaM2: '120',
      publishedAt: new Date(),
      ...locationColumns(location ?? { district: '150122' }),
      ...columns,
      title,
      companyId: columns.companyId ?? company?.id ?? 0,
    })
    .returning(propertyColumns);
  if (!property) throw new Error('buildProperty: no row returned');

  const listingRows = listings.length
    ? await db
        .insert(listingsTable)
        .values(
          listings.map((l) => {
            const price = l.price ?? property.price;
            const currency = l.currency ?? property.currency;
            return {
              ...l,
              price,
              currency,
              pricePen: l.pricePen ?? inSoles(sql`${price}::numeric`, sql`${currency}::currency`),
              propertyId: property.id,
            };
          }),
        )
        .returning()
    : [];
  // Each offer's first price history entry, as every writer of offers records it.
  await recordPriceChanges(db, sql`l.property_id = ${property.id}`);
  // The copies the search reads (a test sets room counts as columns directly, so they are left alone).
  await refreshPropertyPricesOf(db, property.id);
  const photoValues =
    typeof photos === 'number' ? Array.from({ length: photos }, (_, i) => ({ position: i + 1 })) : photos;
  const photoRows = photoValues.length
    ? await db
        .insert(mediaAssets)
        .values(
          photoValues.map((p, i) => ({
            storageKey: `properties/${property.id}/photos/test${i + 1}`,
            position: i + 1,
            ...p,
            propertyId: property.id,
          })),
        )
        .returning()
    : [];
  return { property, company, listings: listingRows, photos: photoRows };
}
