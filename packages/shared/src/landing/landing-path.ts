import type { ListingOperation, PropertyDetailType } from '../properties/enums.ts';
import { listDepartments, listDistricts, listProvinces, normalizePlaceName } from '../ubigeo/catalogue.ts';
import type { Department, District, Province } from '../ubigeo/types.ts';

/*
 * The addresses of the landing pages (docs/product/landing-pages.md):
 * /{venta|alquiler}/{tipo}[/{departamento}[/{provincia}[/{distrito}]]], with the plural of a property detail
 * type and the INEI names as slugs ("/alquiler/departamentos/lima/lima/miraflores"). Shared so that the
 * server, the sitemap and the search screen write and read them one way.
 */

export const operationSlugs: Record<ListingOperation, string> = { sale: 'venta', rent: 'alquiler' };

/** The plural slug of each detail type, and its plural label in Spanish ("departamentos"). */
export const detailTypeSlugs: Record<PropertyDetailType, { slug: string; plural: string }> = {
  ApartmentResource: { slug: 'departamentos', plural: 'departamentos' },
  HouseResource: { slug: 'casas', plural: 'casas' },
  OfficeResource: { slug: 'oficinas', plural: 'oficinas' },
  WarehouseResource: { slug: 'almacenes', plural: 'almacenes' },
  LotResource: { slug: 'lotes', plural: 'lotes urbanos' },
  LandResource: { slug: 'terrenos', plural: 'terrenos agrícolas' },
};

/** "San Juan de Lurigancho" → "san-juan-de-lurigancho" (accents and ñ folded, as the catalogue compares). */
export const placeSlug = (name: string) =>
  normalizePlaceName(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export interface LandingPlace {
  department?: Department;
  province?: Province;
  district?: District;
}

export interface LandingTarget extends LandingPlace {
  operation: ListingOperation;
  detailType: PropertyDetailType;
}

const bySlug = <T extends { name: string }>(items: readonly T[], slug: string | undefined) =>
  slug === undefined ? undefined : items.find((item) => placeSlug(item.name) === slug);

/** The page an address names, or null when any segment names nothing (a 404). */
export function parseLandingPath(segments: readonly string[]): LandingTarget | null {
  const [operationSlug, typeSlug, departmentSlug, provinceSlug, districtSlug, ...rest] = segments;
  if (rest.length > 0) return null;
  const operation = (Object.keys(operationSlugs) as ListingOperation[]).find(
    (op) => operationSlugs[op] === operationSlug,
  );
  const detailType = (Object.keys(detailTypeSlugs) as PropertyDetailType[]).find(
    (type) => detailTypeSlugs[type].slug === typeSlug,
  );
  if (!operation || !detailType) return null;
  const department = bySlug(listDepartments(), departmentSlug);
  if (departmentSlug !== undefined && !department) return null;
  const province = department ? bySlug(listProvinces(department.id), provinceSlug) : undefined;
  if (provinceSlug !== undefined && !province) return null;
  const district = province ? bySlug(listDistricts(province.id), districtSlug) : undefined;
  if (districtSlug !== undefined && !district) return null;
  return { operation, detailType, department, province, district };
}

/** The address of a landing page; the place stops at its most specific level given. */
export function landingPath(target: LandingTarget): string {
  const parts = [operationSlugs[target.operation], detailTypeSlugs[target.detailType].slug];
  if (target.department) {
    parts.push(placeSlug(target.department.name));
    if (target.province) {
      parts.push(placeSlug(target.province.name));
      if (target.district) parts.push(placeSlug(target.district.name));
    }
  }
  return `/${parts.join('/')}`;
}

/** The most specific place's name, or "el Perú". */
export const placeName = (place: LandingPlace) =>
  place.district?.name ?? place.province?.name ?? place.department?.name ?? 'el Perú';
