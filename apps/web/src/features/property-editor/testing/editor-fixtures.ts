import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';

/** The ubigeo answers the editor's tests use: Lima and Arequipa, two provinces, a few districts. */
export const locationAnswers: Record<string, unknown> = {
  'GET /api/v1/locations/departments': {
    departments: [
      { id: '04', name: 'Arequipa' },
      { id: '15', name: 'Lima' },
    ],
  },
  'GET /api/v1/locations/departments/15/provinces': {
    provinces: [
      { id: '1501', name: 'Lima', department_id: '15' },
      { id: '1502', name: 'Barranca', department_id: '15' },
    ],
  },
  'GET /api/v1/locations/departments/04/provinces': {
    provinces: [{ id: '0401', name: 'Arequipa', department_id: '04' }],
  },
  'GET /api/v1/locations/departments/15/provinces/1501/districts': {
    districts: [
      { id: '150122', name: 'Miraflores', province_id: '1501', department_id: '15', ubigeo: '150122' },
      { id: '150131', name: 'San Isidro', province_id: '1501', department_id: '15', ubigeo: '150131' },
    ],
  },
  'GET /api/v1/locations/departments/15/provinces/1502/districts': {
    districts: [
      { id: '150201', name: 'Barranca', province_id: '1502', department_id: '15', ubigeo: '150201' },
    ],
  },
  'GET /api/v1/locations/departments/04/provinces/0401/districts': {
    districts: [
      { id: '040101', name: 'Arequipa', province_id: '0401', department_id: '04', ubigeo: '040101' },
    ],
  },
};

/** A property of the signed-in user's company as GET /properties/{id} answers a member. */
export function buildEditableProperty(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  return {
    id: 31,
    slug: 'casa-con-jardin-en-miraflores',
    title: 'Casa con jardín en Miraflores',
    description: 'Tres pisos, jardín y piscina.',
    property_type: 'residential',
    property_detail_type: 'HouseResource',
    price: '450000.00',
    currency: 'USD',
    area_m2: '220.50',
    bedrooms: null,
    bathrooms: null,
    parking_spaces: null,
    contact_phone: null,
    brand_new: false,
    status: 'draft',
    visibility: 'private',
    address: {
      line: 'Calle Alcanfores 450',
      district: 'Miraflores',
      province: 'Lima',
      region: 'Lima',
      country: 'Perú',
      postal_code: '15074',
    },
    ubigeo: { department: '15', province: '1501', district: '150122' },
    main_photo: {
      id: 5,
      title: 'Fachada',
      image_url: '/uploads/large-5.webp',
      thumbnail_url: '/uploads/thumb-5.webp',
    },
    photos_count: 2,
    photos: [
      {
        id: 5,
        title: 'Fachada',
        description: null,
        position: 1,
        image_url: '/uploads/large-5.webp',
        thumbnail_url: '/uploads/thumb-5.webp',
        created_at: '2026-01-09T10:00:00.000Z',
        updated_at: '2026-01-09T10:00:00.000Z',
      },
      {
        id: 6,
        title: 'Sala',
        description: null,
        position: 2,
        image_url: '/uploads/large-6.webp',
        thumbnail_url: '/uploads/thumb-6.webp',
        created_at: '2026-01-09T10:00:00.000Z',
        updated_at: '2026-01-09T10:00:00.000Z',
      },
    ],
    media_assets: [],
    company: {
      id: 2,
      name: 'Andes Inmobiliaria',
      slug: 'andes-inmobiliaria',
      logo_url: null,
      verified_at: null,
      phone: null,
      email: null,
      website: null,
      about: null,
      social_links: { facebook: null, instagram: null, linkedin: null, twitter: null },
    },
    ranking: {
      relevance_score: 1,
      view_count: 0,
      favorite_count: 0,
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
    attributes: {},
    amenities: [],
    property_detail: {
      type: 'HouseResource',
      bedrooms: 4,
      bathrooms: 3.5,
      parking_spots: 2,
      floors: 3,
      garden: true,
      pool: false,
    },
    geometry: null,
    polygon_coordinates: [
      [-77.03, -12.12],
      [-77.029, -12.12],
      [-77.029, -12.121],
      [-77.03, -12.12],
    ],
    latitude: -12.1203,
    longitude: -77.0297,
    video: { url: 'https://youtu.be/dQw4w9WgXcQ', file_url: null, filename: null, mime: null, type: 'url' },
    agent: null,
    advertiser: { kind: 'agency', registry_verified: false, company_registry_number: null },
    can_edit: true,
    price_comparison: null,
    price_history: [],
    published_at: null,
    created_at: '2026-01-09T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}
