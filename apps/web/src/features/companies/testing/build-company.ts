import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import type { CompanyConfiguration } from '@inmuebles/shared/companies/configuration';
import type {
  Pagination,
  PropertyListResponse,
  PropertySummary,
} from '@inmuebles/shared/properties/property-schema';

/** A company as `GET /companies/{slug}` answers it; `configuration` overrides merge into the defaults. */
export function buildCompany(
  overrides: Partial<Omit<PublicCompany, 'configuration'>> & {
    configuration?: Partial<CompanyConfiguration>;
  } = {},
): PublicCompany {
  const { configuration, ...rest } = overrides;
  return {
    id: 1,
    name: 'Andes Inmobiliaria',
    slug: 'andes-inmobiliaria',
    logo_url: '/uploads/companies/1/logo.webp',
    cover_url: '/uploads/companies/1/cover.webp',
    banner_url: '/uploads/companies/1/cover.webp',
    about: 'Departamentos, casas y oficinas en los mejores distritos de Lima.',
    description:
      'Andes Inmobiliaria nació en Miraflores con una idea sencilla: que comprar o alquilar un inmueble en Lima sea un proceso claro y sin sorpresas, con asesoría de principio a fin y tasaciones reales.',
    website: 'https://www.andesinmobiliaria.pe/',
    phone: '+51 1 445 2310',
    email: 'contacto@andesinmobiliaria.pe',
    address: 'Av. José Larco 1232, Miraflores',
    social_links: {
      facebook: 'https://www.facebook.com/andesinmobiliaria',
      instagram: 'https://www.instagram.com/andesinmobiliaria',
      linkedin: null,
      twitter: 'https://twitter.com/andesinmobiliaria',
    },
    properties_count: 14,
    years_experience: 14,
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-01T10:00:00.000Z',
    ruc: null,
    verified_at: null,
    agent_registry: null,
    configuration: {
      templateType: 'modern',
      colors: { primary: '#1D4ED8', secondary: '#0EA5E9', accent: '#F59E0B', background: '#FFFFFF' },
      fontFamily: 'Inter, sans-serif',
      customCss: '',
      ...configuration,
    },
    ...rest,
  };
}

/** A card of the company's grid. */
export function buildProperty(id: number, overrides: Partial<PropertySummary> = {}): PropertySummary {
  return {
    id,
    slug: `departamento-en-miraflores-${id}`,
    title: `Departamento en Miraflores ${id}`,
    description: 'Departamento con vista al parque.',
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
      line: 'Av. Larco 100',
      district: 'Miraflores',
      province: 'Lima',
      region: 'Lima',
      country: 'Perú',
      postal_code: null,
    },
    ubigeo: { department: '15', province: '1501', district: '150122' },
    main_photo: {
      id: id * 10,
      title: 'Sala',
      image_url: `/uploads/p/${id}/large.webp`,
      thumbnail_url: `/uploads/p/${id}/thumb.webp`,
    },
    photos_count: 3,
    company: {
      id: 1,
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

/** A `GET /companies/{slug}/properties` answer. */
export function buildPropertyPage(
  properties: PropertySummary[],
  pagination: Partial<Pagination> = {},
): PropertyListResponse {
  return {
    properties,
    pagination: {
      current_page: 1,
      total_pages: 1,
      total_count: properties.length,
      per_page: 12,
      ...pagination,
    },
  };
}
