import type { Project, UnitType } from '@inmuebles/shared/projects/project-schema';

/** A project of the signed-in user's company (id 2) as GET /projects/{id} answers a manager. */
export function buildProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 41,
    slug: 'residencial-los-pinos',
    name: 'Residencial Los Pinos',
    description: 'Edificio de 12 pisos frente al parque.',
    stage: 'en_planos',
    delivery_month: 6,
    delivery_year: 2028,
    status: 'draft',
    address_line: 'Av. Benavides 1540',
    district: 'Miraflores',
    province: 'Lima',
    region: 'Lima',
    ubigeo_department: '15',
    ubigeo_province: '1501',
    ubigeo_district: '150122',
    latitude: null,
    longitude: null,
    polygon_coordinates: null,
    amenities: [],
    financing_banks: [],
    mivivienda: false,
    total_units: 60,
    video_url: null,
    published_at: null,
    created_at: '2026-12-01T15:00:00.000Z',
    updated_at: '2026-12-01T15:00:00.000Z',
    company: {
      id: 2,
      name: 'Andes Inmobiliaria',
      slug: 'andes-inmobiliaria',
      logo_url: null,
      phone: null,
      verified: true,
    },
    unit_types: [],
    photos: [],
    ...overrides,
  };
}

/** A stored unit type. */
export function buildUnitType(overrides: Partial<UnitType> = {}): UnitType {
  return {
    id: 7,
    name: 'Flat 2D-A',
    bedrooms: 2,
    bathrooms: '2.0',
    area_min: '65.00',
    area_max: '72.00',
    price_from: '389000.00',
    currency: 'PEN',
    price_from_pen: '389000.00',
    units_available: 12,
    floor_plan_url: null,
    ...overrides,
  };
}
