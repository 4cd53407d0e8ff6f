import type {
  Pagination,
  PropertyListResponse,
  PropertySummary,
} from '@inmuebles/shared/properties/property-schema';

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

/** A `GET /properties` answer holding `properties`. */
export function buildListResponse(
  properties: PropertySummary[],
  pagination: Partial<Pagination> = {},
): PropertyListResponse {
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
