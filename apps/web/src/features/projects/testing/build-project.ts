import type {
  Project,
  ProjectCard,
  ProjectListResponse,
  UnitType,
} from '@inmuebles/shared/projects/project-schema';

/** A project's card as `GET /projects` answers it, Miraflores by default. */
export function buildProjectCard(overrides: Partial<ProjectCard> = {}): ProjectCard {
  return {
    id: 1,
    slug: 'residencial-parque-pardo',
    name: 'Residencial Parque Pardo',
    stage: 'en_planos',
    delivery_month: 12,
    delivery_year: 2027,
    status: 'published',
    address_line: 'Av. José Pardo 845',
    district: 'Miraflores',
    province: 'Lima',
    region: 'Lima',
    ubigeo_department: '15',
    ubigeo_province: '1501',
    ubigeo_district: '150122',
    latitude: '-12.119800',
    longitude: '-77.034100',
    price_from: '389000.00',
    currency: 'PEN',
    price_from_pen: '389000.00',
    bedrooms_min: 1,
    bedrooms_max: 3,
    area_min: '45.00',
    area_max: '98.00',
    unit_type_count: 3,
    mivivienda: false,
    main_photo_url: null,
    company: { id: 7, name: 'Lima Prime Residencial', slug: 'lima-prime-residencial' },
    updated_at: '2026-11-01T15:00:00.000Z',
    ...overrides,
  };
}

export function buildProjectList(
  projects: ProjectCard[],
  pagination: Partial<ProjectListResponse['pagination']> = {},
): ProjectListResponse {
  return {
    projects,
    pagination: {
      current_page: 1,
      per_page: 12,
      total_pages: 1,
      total_count: projects.length,
      ...pagination,
    },
  };
}

export function buildUnitType(overrides: Partial<UnitType> = {}): UnitType {
  return {
    id: 11,
    name: 'Flat 2D-A',
    bedrooms: 2,
    bathrooms: '2.0',
    area_min: '68.00',
    area_max: '72.00',
    price_from: '489000.00',
    currency: 'PEN',
    price_from_pen: '489000.00',
    units_available: 12,
    floor_plan_url: null,
    ...overrides,
  };
}

/** A whole project as `GET /projects/{slug}` answers it. */
export function buildProject(overrides: Partial<Project> = {}): Project {
  const card = buildProjectCard();
  return {
    id: card.id,
    slug: card.slug,
    name: card.name,
    description: 'Edificio de 18 pisos a una cuadra del Parque Kennedy.',
    stage: card.stage,
    delivery_month: card.delivery_month,
    delivery_year: card.delivery_year,
    status: 'published',
    address_line: card.address_line,
    district: card.district,
    province: card.province,
    region: card.region,
    ubigeo_department: card.ubigeo_department,
    ubigeo_province: card.ubigeo_province,
    ubigeo_district: card.ubigeo_district,
    latitude: card.latitude,
    longitude: card.longitude,
    polygon_coordinates: null,
    amenities: ['pool', 'gym'],
    financing_banks: ['bcp', 'interbank'],
    mivivienda: true,
    total_units: 60,
    video_url: null,
    published_at: '2026-11-01T15:00:00.000Z',
    created_at: '2026-11-01T15:00:00.000Z',
    updated_at: '2026-11-01T15:00:00.000Z',
    company: {
      id: 7,
      name: 'Lima Prime Residencial',
      slug: 'lima-prime-residencial',
      logo_url: null,
      phone: '+51 987 654 321',
      verified: true,
    },
    unit_types: [
      buildUnitType({
        id: 10,
        name: 'Flat 1D',
        bedrooms: 1,
        bathrooms: '1.0',
        area_min: '45.00',
        area_max: null,
        price_from: '389000.00',
        price_from_pen: '389000.00',
      }),
      buildUnitType(),
      buildUnitType({
        id: 12,
        name: 'Dúplex 3D',
        bedrooms: 3,
        bathrooms: '2.5',
        area_min: '98.00',
        area_max: null,
        price_from: '210000.00',
        currency: 'USD',
        price_from_pen: '787500.00',
      }),
    ],
    photos: [],
    ...overrides,
  };
}
