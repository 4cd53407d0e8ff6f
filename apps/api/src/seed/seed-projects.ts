import type { DbOrTx } from '../platform/db/client.ts';
import { projects, projectUnitTypes } from '../platform/db/schema/index.ts';
import { recordUnitTypePrice, unitTypePricePen } from '../features/projects/public.ts';
import { insertProjectMedia, type DemoProjectMedia } from './project-media.ts';

/*
 * The demo's new developments (docs/product/projects.md): a handful of realistic projects in Lima,
 * Arequipa and Trujillo, each with its unit types, published by builder companies of the demo. Delivery
 * dates count from the seed's clock, so an "En planos" project is never delivered in the past.
 */

interface DemoUnitType {
  name: string;
  bedrooms: number;
  bathrooms: string;
  areaMin: string;
  areaMax: string | null;
  priceFrom: string;
  currency: 'PEN' | 'USD';
  unitsAvailable: number;
}

interface DemoProject {
  companySlug: string;
  name: string;
  slug: string;
  description: string;
  stage: 'en_planos' | 'en_construccion' | 'entrega_inmediata';
  /** Years after the seed's year (null for a ready building) and the month. */
  delivery: { yearsAhead: number; month: number } | null;
  addressLine: string;
  place: {
    region: string;
    province: string;
    district: string;
    department: string;
    provinceId: string;
    districtId: string;
  };
  point: [lat: string, lng: string];
  amenities: string[];
  banks: string[];
  mivivienda: boolean;
  totalUnits: number;
  unitTypes: DemoUnitType[];
}

const flat = (
  name: string,
  bedrooms: number,
  bathrooms: string,
  areaMin: string,
  areaMax: string | null,
  priceFrom: string,
  unitsAvailable: number,
  currency: 'PEN' | 'USD' = 'PEN',
): DemoUnitType => ({ name, bedrooms, bathrooms, areaMin, areaMax, priceFrom, currency, unitsAvailable });

const lima = (district: string, districtId: string) => ({
  region: 'Lima',
  province: 'Lima',
  district,
  department: '15',
  provinceId: '1501',
  districtId,
});

export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    companySlug: 'lima-prime-residencial',
    name: 'Residencial Parque Pardo',
    slug: 'residencial-parque-pardo',
    description:
      'Edificio de 18 pisos a una cuadra del Parque Kennedy, con departamentos de 1 a 3 dormitorios, ' +
      'terraza en el último piso y lobby doble altura. Acabados de primera y cocina abierta.',
    stage: 'en_planos',
    delivery: { yearsAhead: 2, month: 12 },
    addressLine: 'Av. José Pardo 845',
    place: lima('Miraflores', '150122'),
    point: ['-12.119800', '-77.034100'],
    amenities: ['pool', 'gym', 'bbq_area', 'elevator', 'multipurpose_room', 'security_24h'],
    banks: ['bcp', 'bbva', 'interbank', 'scotiabank'],
    mivivienda: false,
    totalUnits: 96,
    unitTypes: [
      flat('Flat 1D', 1, '1', '45', '52', '389000', 14),
      flat('Flat 2D-A', 2, '2', '68', '74', '565000', 22),
      flat('Flat 3D', 3, '2.5', '92', '98', '799000', 9),
    ],
  },
  {
    companySlug: 'andes-inmobiliaria',
    name: 'Condominio Los Sauces',
    slug: 'condominio-los-sauces',
    description:
      'Condominio de cuatro torres con áreas verdes, juegos para niños y estacionamiento de visitas, ' +
      'a pasos de la Av. Javier Prado. Departamentos aptos para Crédito MiVivienda.',
    stage: 'en_construccion',
    delivery: { yearsAhead: 1, month: 6 },
    addressLine: 'Calle Los Sauces 230',
    place: lima('San Borja', '150130'),
    point: ['-12.092300', '-77.001700'],
    amenities: ['green_areas', 'visitor_parking', 'elevator', 'bbq_area'],
    banks: ['bcp', 'interbank', 'banbif'],
    mivivienda: true,
    totalUnits: 240,
    unitTypes: [
      flat('Flat 2D', 2, '2', '58', '63', '329000', 40),
      flat('Flat 3D', 3, '2', '72', '80', '415000', 31),
    ],
  },
  {
    companySlug: 'costa-verde-propiedades',
    name: 'Mirador de Barranco',
    slug: 'mirador-de-barranco',
    description:
      'Departamentos con vista al mar frente al malecón de Barranco. Entrega inmediata: visita el piloto ' +
      'de lunes a sábado.',
    stage: 'entrega_inmediata',
    delivery: null,
    addressLine: 'Malecón Paul Harris 310',
    place: lima('Barranco', '150104'),
    point: ['-12.148900', '-77.024200'],
    amenities: ['sea_view', 'terrace', 'gym', 'elevator', 'security_24h'],
    banks: ['bbva', 'scotiabank'],
    mivivienda: false,
    totalUnits: 40,
    unitTypes: [
      flat('Flat 2D vista al mar', 2, '2', '85', null, '240000', 5, 'USD'),
      flat('Dúplex 3D', 3, '3', '140', '155', '395000', 2, 'USD'),
    ],
  },
  {
    companySlug: 'inmobiliaria-misti',
    name: 'Torres del Chachani',
    slug: 'torres-del-chachani',
    description:
      'Dos torres en Cayma con vista al Misti y al Chachani, sala de usos múltiples y zona de parrillas. ' +
      'A cinco minutos del centro de Arequipa.',
    stage: 'en_planos',
    delivery: { yearsAhead: 2, month: 3 },
    addressLine: 'Av. Ejército 1210',
    place: {
      region: 'Arequipa',
      province: 'Arequipa',
      district: 'Cayma',
      department: '04',
      provinceId: '0401',
      districtId: '040103',
    },
    point: ['-16.386400', '-71.547900'],
    amenities: ['multipurpose_room', 'bbq_area', 'green_areas', 'elevator'],
    banks: ['bcp', 'caja_arequipa', 'interbank'],
    mivivienda: true,
    totalUnits: 120,
    unitTypes: [
      flat('Flat 2D', 2, '2', '62', '66', '285000', 30),
      flat('Flat 3D', 3, '2', '78', '86', '349000', 24),
    ],
  },
  {
    companySlug: 'mochica-propiedades',
    name: 'Residencial Huanchaco Park',
    slug: 'residencial-huanchaco-park',
    description:
      'Departamentos familiares en Víctor Larco, a diez minutos de la playa, con piscina, áreas verdes y ' +
      'estacionamiento de visitas.',
    stage: 'en_construccion',
    delivery: { yearsAhead: 1, month: 10 },
    addressLine: 'Av. Larco 1540',
    place: {
      region: 'La Libertad',
      province: 'Trujillo',
      district: 'Víctor Larco Herrera',
      department: '13',
      provinceId: '1301',
      districtId: '130111',
    },
    point: ['-8.131600', '-79.039800'],
    amenities: ['pool', 'green_areas', 'visitor_parking'],
    banks: ['bcp', 'bbva', 'pichincha'],
    mivivienda: false,
    totalUnits: 80,
    unitTypes: [
      flat('Flat 1D', 1, '1', '48', null, '219000', 10),
      flat('Flat 2D', 2, '2', '70', '75', '309000', 18),
      flat('Penthouse 3D', 3, '3', '130', null, '520000', 2),
    ],
  },
];

/**
 * Writes the demo projects of the companies present, published, with their unit types and price history,
 * and (given the drawn pictures) their photos and floor plans.
 */
export async function insertDemoProjects(
  tx: DbOrTx,
  companyIds: ReadonlyMap<string, number>,
  now: number,
  media?: DemoProjectMedia,
): Promise<number> {
  const year = new Date(now).getUTCFullYear();
  const usedPictures = new Set<string>();
  let written = 0;
  for (const demo of DEMO_PROJECTS) {
    const companyId = companyIds.get(demo.companySlug);
    if (companyId === undefined) continue;
    const [row] = await tx
      .insert(projects)
      .values({
        companyId,
        name: demo.name,
        slug: demo.slug,
        description: demo.description,
        stage: demo.stage,
        deliveryMonth: demo.delivery?.month ?? null,
        deliveryYear: demo.delivery ? year + demo.delivery.yearsAhead : null,
        status: 'published',
        addressLine: demo.addressLine,
        region: demo.place.region,
        province: demo.place.province,
        district: demo.place.district,
        ubigeoDepartment: demo.place.department,
        ubigeoProvince: demo.place.provinceId,
        ubigeoDistrict: demo.place.districtId,
        latitude: demo.point[0],
        longitude: demo.point[1],
        amenities: demo.amenities,
        financingBanks: demo.banks,
        mivivienda: demo.mivivienda,
        totalUnits: demo.totalUnits,
        publishedAt: new Date(now),
      })
      .returning({ id: projects.id });
    if (!row) continue;
    written += 1;
    const unitRows: { id: number; bedrooms: number }[] = [];
    for (const [index, unit] of demo.unitTypes.entries()) {
      const [unitRow] = await tx
        .insert(projectUnitTypes)
        .values({
          ...unit,
          pricePen: unitTypePricePen(unit.priceFrom, unit.currency),
          projectId: row.id,
          position: index + 1,
        })
        .returning({ id: projectUnitTypes.id });
      if (!unitRow) continue;
      await recordUnitTypePrice(tx, unitRow.id);
      unitRows.push({ id: unitRow.id, bedrooms: unit.bedrooms });
    }
    if (media) {
      const project = { id: row.id, name: demo.name, createdAt: new Date(now) };
      await insertProjectMedia(tx, media, usedPictures, project, unitRows);
    }
  }
  return written;
}
