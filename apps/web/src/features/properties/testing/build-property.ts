import type { Pagination, PropertySummary } from '@inmuebles/shared/properties/property-schema';
import type {
  ListingProjectItem,
  PublicListingItem,
  PublicListingResponse,
} from '@inmuebles/shared/properties/public-listing-schema';

/** A listing card's data as the API answers it; `overrides` replace top-level fields. */
export function buildProperty(overrides: Partial<PropertySummary> = {}): PropertySummary {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `departamento-en-jesus-maria-${id}`,
    title: `Departamento en Jesús María ${id}`,
    description: 'Departamento de 2 dormitorios con balcón, cerca del Campo de Marte.',
    property_type: 'residential',
    property_detail_type: 'ApartmentResource',
    price: '350000.00',
    currency: 'USD',
    area_m2: '85.50',
    bedrooms: null,
    bathrooms: null,
    parking_spaces: null,
    contact_phone: null,
    brand_new: false,
    status: 'published',
    visibility: 'public',
    address: {
      line: 'Av. Salaverry 1234',
      district: 'Jesús María',
      province: 'Lima',
      region: 'Lima',
      country: 'Perú',
      postal_code: null,
    },
    ubigeo: { department: '15', province: '1501', district: '150113' },
    main_photo: {
      id: 10,
      title: 'Sala',
      image_url: '/uploads/large.webp',
      thumbnail_url: '/uploads/thumb.webp',
    },
    photos_count: 5,
    company: {
      id: 2,
      name: 'Andes Inmobiliaria',
      slug: 'andes-inmobiliaria',
      logo_url: null,
      verified_at: null,
    },
    ranking: {
      relevance_score: 1,
      view_count: 120,
      favorite_count: 3,
      contact_count: 1,
      featured: true,
      premium: false,
      last_viewed_at: null,
    },
    listings: [
      {
        id: 1,
        operation: 'sale',
        price: '350000.00',
        currency: 'USD',
        status: 'active',
        maintenance_fee: null,
        min_term_months: null,
        price_pen: '1312500.00',
      },
    ],
    price_drop: null,
    mivivienda: null,
    is_favorited: false,
    registry: null,
    hidden: null,
    published_at: '2026-01-10T10:00:00.000Z',
    created_at: '2026-01-09T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** A project of "Comprar" as `GET /properties` answers it: Parque Central, 2 and 3 bedrooms in Miraflores. */
export function buildProjectItem(overrides: Partial<ListingProjectItem['project']> = {}): ListingProjectItem {
  const id = overrides.id ?? 501;
  const slug = overrides.slug ?? `parque-central-${id}`;
  return {
    kind: 'project',
    id,
    slug,
    project: {
      id,
      slug,
      name: 'Parque Central',
      stage: 'en_construccion',
      delivery_month: 12,
      delivery_year: 2027,
      status: 'published',
      address_line: 'Av. José Larco 1200',
      district: 'Miraflores',
      province: 'Lima',
      region: 'Lima',
      ubigeo_department: '15',
      ubigeo_province: '1501',
      ubigeo_district: '150122',
      latitude: null,
      longitude: null,
      price_from: '389000.00',
      currency: 'PEN',
      price_from_pen: '389000.00',
      matching_price_from_pen: '389000.00',
      bedrooms_min: 2,
      bedrooms_max: 3,
      area_min: '65.00',
      area_max: '98.00',
      unit_type_count: 2,
      mivivienda: false,
      main_photo_url: null,
      company: { id: 3, name: 'Lima Prime Residencial', slug: 'lima-prime' },
      updated_at: '2026-11-20T15:00:00.000Z',
      ...overrides,
    },
  };
}

/** A `GET /properties` answer holding these cards (a property without its kind is given `kind: 'property'`). */
export function buildListResponse(
  items: (PropertySummary | PublicListingItem)[],
  pagination: Partial<Pagination> = {},
): PublicListingResponse {
  const properties = items.map((item): PublicListingItem =>
    'kind' in item ? item : { ...item, kind: 'property' },
  );
  return {
    properties,
    pagination: {
      current_page: 1,
      total_pages: 1,
      total_count: properties.length,
      per_page: 20,
      ...pagination,
    },
  };
}
