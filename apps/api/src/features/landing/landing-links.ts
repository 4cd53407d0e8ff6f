import { landingPath, type LandingTarget } from '@inmuebles/shared/landing/landing-path';
import { listDistricts, listProvinces } from '@inmuebles/shared/ubigeo/catalogue';

/** How many neighbouring places a page links to: enough to move around, not a wall of links. */
export const MAX_NEIGHBOURS = 12;

export interface PlaceLink {
  name: string;
  path: string;
}

/**
 * The places beside this one: the other districts of the province (or provinces of the department), those
 * with results first. The catalogue has no geometry, so "neighbouring" means "in the same province".
 */
export function neighbourLinks(target: LandingTarget, withResults: readonly string[] = []): PlaceLink[] {
  const base = { operation: target.operation, detailType: target.detailType, department: target.department };
  // The places that have results first (the ones worth a visit), then the rest in the catalogue's order.
  const rank = (id: string) => {
    const i = withResults.indexOf(id);
    return i === -1 ? withResults.length : i;
  };
  const byResults = <T extends { id: string }>(items: readonly T[]) =>
    items
      .map((item, i) => ({ item, key: rank(item.id) * 10_000 + i }))
      .sort((a, b) => a.key - b.key)
      .map(({ item }) => item);
  if (target.province) {
    return byResults(listDistricts(target.province.id))
      .filter((d) => d.id !== target.district?.id)
      .slice(0, MAX_NEIGHBOURS)
      .map((district) => ({
        name: district.name,
        path: landingPath({ ...base, province: target.province, district }),
      }));
  }
  if (target.department) {
    return byResults(listProvinces(target.department.id))
      .slice(0, MAX_NEIGHBOURS)
      .map((province) => ({ name: province.name, path: landingPath({ ...base, province }) }));
  }
  return [];
}

/** The same type and place for the other operation. */
export function otherOperationLink(target: LandingTarget): PlaceLink {
  const operation = target.operation === 'sale' ? 'rent' : 'sale';
  return {
    name: operation === 'sale' ? 'en venta' : 'en alquiler',
    path: landingPath({ ...target, operation }),
  };
}

/** The full search with this page's filters (the /propiedades screen reads them from the query string). */
export function searchLink(target: LandingTarget): string {
  const params = new URLSearchParams({
    operation: target.operation,
    property_detail_type: target.detailType,
  });
  if (target.department) params.set('region', target.department.id);
  if (target.province) params.set('province', target.province.id);
  if (target.district) params.set('district', target.district.id);
  return `/propiedades?${params.toString()}`;
}
