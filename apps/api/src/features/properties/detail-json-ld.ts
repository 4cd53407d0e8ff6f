import type { PropertyDetailType } from '@inmuebles/shared/properties/enums';
import { featureNumber } from '@inmuebles/shared/properties/detail-fields';
import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';

/*
 * The schema.org description of `/propiedad/{slug}` (docs/product/landing-pages.md §2): a RealEstateListing
 * about one place, which carries what belongs to the place (its address, point, floor size and rooms), and
 * one Offer per active offer of the listing, each pointing at that place. A rent is priced per month
 * (a UnitPriceSpecification in months, UN/CEFACT code MON); areas are in square metres (MTK).
 */

/** GoodRelations' business functions, the values schema.org gives `businessFunction`. */
const SELL = 'http://purl.org/goodrelations/v1#Sell';
const LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut';
const SQUARE_METRE = 'MTK';
const MONTH = 'MON';

/**
 * The schema.org type of the place: homes are an Apartment or a House; offices and warehouses an
 * Accommodation (a place people use, which has a floor size and rooms); land a Place, which has neither.
 */
const placeTypes: Record<PropertyDetailType, 'Apartment' | 'House' | 'Accommodation' | 'Place'> = {
  ApartmentResource: 'Apartment',
  HouseResource: 'House',
  OfficeResource: 'Accommodation',
  WarehouseResource: 'Accommodation',
  LandResource: 'Place',
  LotResource: 'Place',
};

/** schema.org wants an ISO 3166 code; properties store the country's name ('Perú' by default). */
function countryCode(country: string | null): string {
  const name = (country ?? '').trim();
  if (name === '' || /^per[uú]$/i.test(name)) return 'PE';
  return name;
}

const positive = (value: string | null) => {
  const number = Number(value);
  return value !== null && Number.isFinite(number) && number > 0 ? number : null;
};

/** The place the listing is about. */
function placeOf(property: PropertyDetail, id: string): Record<string, unknown> {
  const type = placeTypes[property.property_detail_type];
  const { address } = property;
  const area = positive(property.area_m2);
  const bedrooms = type === 'Place' ? null : featureNumber(property, 'bedrooms');
  const hasPoint = property.latitude !== null && property.longitude !== null;
  return {
    '@type': type,
    '@id': id,
    name: property.title,
    address: {
      '@type': 'PostalAddress',
      ...(address.line ? { streetAddress: address.line } : {}),
      ...(address.district ? { addressLocality: address.district } : {}),
      ...(address.region ? { addressRegion: address.region } : {}),
      ...(address.postal_code ? { postalCode: address.postal_code } : {}),
      addressCountry: countryCode(address.country),
    },
    ...(hasPoint
      ? { geo: { '@type': 'GeoCoordinates', latitude: property.latitude, longitude: property.longitude } }
      : {}),
    ...(area !== null && type !== 'Place'
      ? { floorSize: { '@type': 'QuantitativeValue', value: area, unitCode: SQUARE_METRE } }
      : {}),
    ...(area !== null && type === 'Place'
      ? {
          additionalProperty: [
            { '@type': 'PropertyValue', name: 'Área del terreno', value: area, unitCode: SQUARE_METRE },
          ],
        }
      : {}),
    // The bedrooms are the only room count a listing states.
    ...(bedrooms !== null ? { numberOfRooms: bedrooms, numberOfBedrooms: bedrooms } : {}),
  };
}

/** Each active offer (public answers carry only those); without one, the property's own price. */
function offersOf(
  property: PropertyDetail,
  { url, sellerUrl }: { url: string; sellerUrl: string },
  placeId: string,
): Record<string, unknown>[] {
  const common = {
    availability:
      property.status === 'published' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url,
    itemOffered: { '@id': placeId },
    seller: {
      '@type': 'RealEstateAgent',
      name: property.company.name,
      url: sellerUrl,
    },
  };
  const active = property.listings.filter((offer) => offer.status === 'active');
  if (active.length === 0) {
    return [
      { '@type': 'Offer', price: property.price, priceCurrency: property.currency || 'PEN', ...common },
    ];
  }
  // The day the offer's current price took effect (its newest history entry), as the detail shows it.
  const priceSince = (listingId: number) =>
    property.price_history.find((entry) => entry.listing_id === listingId)?.date;
  return active.map((offer) => ({
    ...(offer.operation === 'rent'
      ? {
          '@type': 'Offer',
          businessFunction: LEASE_OUT,
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: offer.price,
            priceCurrency: offer.currency,
            unitCode: MONTH,
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: MONTH },
          },
          ...common,
        }
      : {
          '@type': 'Offer',
          businessFunction: SELL,
          price: offer.price,
          priceCurrency: offer.currency,
          ...common,
        }),
    ...(priceSince(offer.id) ? { validFrom: priceSince(offer.id) } : {}),
  }));
}

/** The page's JSON-LD: the listing, the place it is about, and its offers. */
export function propertyJsonLd(
  property: PropertyDetail,
  listing: { url: string; description: string; images: string[]; sellerUrl: string },
): Record<string, unknown> {
  const placeId = `${listing.url}#inmueble`;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    description: listing.description,
    url: listing.url,
    ...(listing.images.length > 0 ? { image: listing.images } : {}),
    datePosted: property.published_at ?? property.created_at,
    dateModified: property.updated_at,
    about: placeOf(property, placeId),
    offers: offersOf(property, listing, placeId),
  };
}
