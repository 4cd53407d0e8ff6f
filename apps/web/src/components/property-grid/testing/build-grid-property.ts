import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';

/** A card's data as the API answers it (a Lima flat in soles); `overrides` replace top-level fields. */
export function buildGridProperty(overrides: Partial<PropertySummary> = {}): PropertySummary {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `departamento-en-surco-${id}`,
    title: `Departamento en Surco ${id}`,
    description: 'Departamento de 3 dormitorios con terraza, cerca del parque.',
    property_type: 'residential',
    property_detail_type: 'ApartmentResource',
    price: '420000.00',
    currency: 'PEN',
    area_m2: '95.50',
    bedrooms: null,
    bathrooms: null,
    parking_spaces: null,
    contact_phone: null,
    status: 'published',
    visibility: 'public',
    address: {
      line: 'Av. Primavera 1200',
      district: 'Santiago de Surco',
      province: 'Lima',
      region: 'Lima',
      country: 'Perú',
      postal_code: null,
    },
    ubigeo: { department: '15', province: '1501', district: '150140' },
    main_photo: {
      id: 10 + id,
      title: null,
      image_url: `/uploads/large-${id}.webp`,
      thumbnail_url: `/uploads/thumb-${id}.webp`,
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
      favorite_count: 0,
      contact_count: 0,
      featured: false,
      premium: false,
      last_viewed_at: null,
    },
    listings: [],
    price_drop: null,
    is_favorited: false,
    registry: null,
    hidden: null,
    published_at: '2026-01-10T10:00:00.000Z',
    created_at: '2026-01-09T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}
