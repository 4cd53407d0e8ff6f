import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import type {
  ContactRequestListResponse,
  ReceivedContactRequest,
} from '@inmuebles/shared/contact-requests/inbox-schema';
import type { ManagementStats, MyPropertiesResponse } from '@inmuebles/shared/properties/my-properties-query';

/** A property of the signed-in user's company as GET /my_properties answers it. */
export function buildManagedProperty(overrides: Partial<PropertySummary> = {}): PropertySummary {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `casa-en-miraflores-${id}`,
    title: `Casa en Miraflores ${id}`,
    description: 'Casa de tres pisos con jardín.',
    property_type: 'residential',
    property_detail_type: 'HouseResource',
    price: '450000.00',
    currency: 'USD',
    area_m2: '180.00',
    bedrooms: null,
    bathrooms: null,
    parking_spaces: null,
    contact_phone: null,
    brand_new: false,
    status: 'published',
    visibility: 'public',
    address: {
      line: 'Calle Los Pinos 123',
      district: 'Miraflores',
      province: 'Lima',
      region: 'Lima',
      country: 'Perú',
      postal_code: null,
    },
    ubigeo: { department: '15', province: '1501', district: '150122' },
    main_photo: {
      id: 5,
      title: 'Fachada',
      image_url: '/uploads/large.webp',
      thumbnail_url: '/uploads/thumb.webp',
    },
    photos_count: 4,
    company: {
      id: 2,
      name: 'Andes Inmobiliaria',
      slug: 'andes-inmobiliaria',
      logo_url: null,
      verified_at: null,
    },
    ranking: {
      relevance_score: 1,
      view_count: 10,
      favorite_count: 1,
      contact_count: 0,
      featured: false,
      premium: false,
      last_viewed_at: null,
    },
    listings: [],
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

export const sampleStats: ManagementStats = {
  total_properties: 1234,
  published_count: 1000,
  draft_count: 200,
  archived_count: 34,
  total_views: 56789,
  total_favorites: 321,
  total_contacts: 45,
};

/** A GET /my_properties answer holding `properties`. */
export function buildMyPropertiesResponse(
  properties: PropertySummary[],
  extra: { pagination?: Partial<MyPropertiesResponse['pagination']>; stats?: ManagementStats } = {},
): MyPropertiesResponse {
  return {
    properties,
    pagination: {
      current_page: 1,
      total_pages: 1,
      total_count: properties.length,
      per_page: 20,
      ...extra.pagination,
    },
    stats: extra.stats ?? sampleStats,
  };
}

export function buildContactRequest(overrides: Partial<ReceivedContactRequest> = {}): ReceivedContactRequest {
  const id = overrides.id ?? 1;
  return {
    id,
    name: 'Lucía Mamani',
    email: 'lucia@example.pe',
    phone: '987 654 321',
    message: 'Hola, estoy interesado en la propiedad: Casa en Miraflores 1',
    read_at: null,
    created_at: '2026-02-01T15:30:00.000Z',
    property: { id: 1, slug: 'casa-en-miraflores-1', title: 'Casa en Miraflores 1' },
    project: null,
    agent: null,
    ...overrides,
  };
}

export function buildContactRequestsResponse(
  requests: ReceivedContactRequest[],
  unread = requests.filter((r) => r.read_at === null).length,
): ContactRequestListResponse {
  return {
    contact_requests: requests,
    pagination: { current_page: 1, total_pages: 1, total_count: requests.length, per_page: 20 },
    unread_count: unread,
  };
}
