import { landingPath, type LandingTarget } from '@inmuebles/shared/landing/landing-path';
import { propertyDetailTypes, type PropertyDetailType } from '@inmuebles/shared/properties/enums';
import { findDepartment, findDistrict, findProvince } from '@inmuebles/shared/ubigeo/catalogue';
import type { LandingCombination } from './sitemap-repository.ts';

const isDetailType = (value: string): value is PropertyDetailType =>
  (propertyDetailTypes as readonly string[]).includes(value);

/**
 * Every landing page with at least one result: for each combination, its page for all of Peru, the
 * department, the province and the district (those the property's codes name). Sorted, without repeats.
 */
export function landingPathsWithResults(combinations: readonly LandingCombination[]): string[] {
  const paths = new Set<string>();
  for (const c of combinations) {
    if (!isDetailType(c.detailType)) continue;
    const base: LandingTarget = { operation: c.operation, detailType: c.detailType };
    paths.add(landingPath(base));
    const department = c.department ? findDepartment(c.department) : undefined;
    if (!department) continue;
    paths.add(landingPath({ ...base, department }));
    const province = c.province ? findProvince(c.province) : undefined;
    if (!province || province.department_id !== department.id) continue;
    paths.add(landingPath({ ...base, department, province }));
    const district = c.district ? findDistrict(c.district) : undefined;
    if (!district || district.province_id !== province.id) continue;
    paths.add(landingPath({ ...base, department, province, district }));
  }
  return [...paths].sort();
}
