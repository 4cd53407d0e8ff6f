import type { PropertyDetail, PropertyPhoto } from '@inmuebles/shared/properties/property-detail-schema';

/** `count` photos in gallery order, titled 'Foto 1'... */
export function buildPhotos(count: number): PropertyPhoto[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `Foto ${i + 1}`,
    description: i === 0 ? 'Vista de la sala' : null,
    position: i,
    image_url: `/uploads/large-${i + 1}.webp`,
    thumbnail_url: `/uploads/thumb-${i + 1}.webp`,
    created_at: '2026-01-09T10:00:00.000Z',
    updated_at: '2026-01-09T10:00:00.000Z',
  }));
}

/** A detail answer as the API sends it; `overrides` replace top-level fields. */
export function buildPropertyDetail(overrides: Partial<PropertyDetail> = {}): PropertyDetail {
  const photos = overrides.photos ?? buildPhotos(3);
  return {
    id: 7,
    slug: 'casa-en-miraflores-7',
    title: 'Casa en Miraflores',
    description: 'Casa de tres pisos con jardín.',
    property_type: 'residential',
    property_detail_type: 'HouseResource',
    price: '450000.00',
    currency: 'USD',
    area_m2: '220.00',
    bedrooms: null,
    bathrooms: null,
    parking_spaces: null,
    contact_phone: null,
    status: 'published',
    visibility: 'public',
    address: {
      line: 'Calle Alcanfores 450',
      district: 'Miraflores',
      province: 'Lima',
      region: 'Lima',
      country: 'Perú',
      postal_code: null,
    },
    ubigeo: { department: '15', province: '1501', district: '150122' },
    main_photo: photos[0]
      ? {
          id: photos[0].id,
          title: photos[0].title,
          image_url: photos[0].image_url,
          thumbnail_url: photos[0].thumbnail_url,
        }
      : null,
    photos_count: photos.length,
    photos,
    media_assets: [],
    company: {
      id: 2,
      name: 'Andes Inmobiliaria',
      slug: 'andes-inmobiliaria',
      logo_url: '/uploads/logo.webp',
      verified_at: null,
      phone: '+51 (01) 234-5678',
      email: 'contacto@andes.pe',
      website: 'https://www.andes.pe',
      about: 'Inmobiliaria con 20 años en Lima.',
      social_links: {
        facebook: 'https://facebook.com/andes',
        instagram: 'https://instagram.com/andes',
        linkedin: null,
        twitter: null,
      },
    },
    ranking: {
      relevance_score: 1,
      view_count: 120,
      favorite_count: 3,
      contact_count: 1,
      featured: true,
      premium: true,
      last_viewed_at: null,
    },
    listings: [
      {
        id: 1,
        operation: 'sale',
        price: '450000.00',
        currency: 'USD',
        status: 'active',
        maintenance_fee: null,
        min_term_months: null,
        price_pen: '1687500.00',
      },
    ],
    price_drop: null,
    mivivienda: null,
    is_favorited: false,
    registry: null,
    hidden: null,
    attributes: { zoning: 'RDM' },
    property_detail: {
      type: 'HouseResource',
      bedrooms: 4,
      bathrooms: 3.5,
      parking_spots: 2,
      floors: 3,
      garden: true,
      pool: false,
    },
    geometry: { type: 'Point', coordinates: [-77.03, -12.12] },
    polygon_coordinates: null,
    latitude: -12.12,
    longitude: -77.03,
    video: null,
    agent: null,
    can_edit: false,
    price_comparison: null,
    price_history: [],
    published_at: '2026-01-10T10:00:00.000Z',
    created_at: '2026-01-09T10:00:00.000Z',
    updated_at: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}
