import type { ListingOperation, PropertyDetailType } from '../properties/enums.ts';
import { listDepartments, listDistricts, listProvinces } from '../ubigeo/catalogue.ts';
import {
  detailTypeSlugs,
  landingPathOfNames,
  operationSlugs,
  placeSlug,
  projectLandingPathOfNames,
} from './landing-slugs.ts';
import type { Department, District, Province } from '../ubigeo/types.ts';

/*
 * The addresses of the landing pages (docs/product/landing-pages.md):
 * /{venta|alquiler}/{tipo}[/{departamento}[/{provincia}[/{distrito}]]], with the plural of a property detail
 * type and the INEI names as slugs ("/alquiler/departamentos/lima/lima/miraflores"). Shared so that the
 * server and the sitemap read and write them one way; the slugs alone (landing-slugs.ts) serve the web app,
 * which must not load the catalogue for a link.
 */

export { detailTypeSlugs, operationSlugs, placeSlug } from './landing-slugs.ts';

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
  const place = parsePlaceSlugs([departmentSlug, provinceSlug, districtSlug]);
  return place && { operation, detailType, ...place };
}

/** Department, province and district from their slugs, each inside the one before; null when one names nothing. */
function parsePlaceSlugs([departmentSlug, provinceSlug, districtSlug]: readonly (
  string | undefined
)[]): LandingPlace | null {
  const department = bySlug(listDepartments(), departmentSlug);
  if (departmentSlug !== undefined && !department) return null;
  const province = department ? bySlug(listProvinces(department.id), provinceSlug) : undefined;
  if (provinceSlug !== undefined && !province) return null;
  const district = province ? bySlug(listDistricts(province.id), districtSlug) : undefined;
  if (districtSlug !== undefined && !district) return null;
  return { department, province, district };
}

/**
 * The place a projects' landing page names (`/proyectos/{departamento}[/{provincia}[/{distrito}]]`, the
 * segments after `proyectos`): a department at least; null when any segment names nothing (a 404).
 */
export function parseProjectLandingPath(segments: readonly string[]): LandingPlace | null {
  if (segments.length < 1 || segments.length > 3) return null;
  return parsePlaceSlugs(segments);
}

/** The address of a projects' landing page, down to its most specific place. */
export function projectLandingPath(place: LandingPlace): string {
  const places = [place.department, place.department && place.province, place.province && place.district];
  return projectLandingPathOfNames(places.flatMap((p) => (p ? [p.name] : [])));
}

/** The address of a landing page; the place stops at its most specific level given. */
export function landingPath(target: LandingTarget): string {
  const places = [
    target.department,
    target.department && target.province,
    target.province && target.district,
  ];
  return landingPathOfNames({
    operation: target.operation,
    detailType: target.detailType,
    places: places.flatMap((place) => (place ? [place.name] : [])),
  });
}

/** The most specific place's name, or "el Perú". */
export const placeName = (place: LandingPlace) =>
  place.district?.name ?? place.province?.name ?? place.department?.name ?? 'el Perú';
