import {
  findDistrict,
  listDepartments,
  listDistricts,
  listProvinces,
  normalizePlaceName,
  resolveLocation,
} from '../ubigeo/catalogue.ts';
import type { District } from '../ubigeo/types.ts';

/*
 * Where an imported row is: its ubigeo, its names, or both (then they must agree). A name the catalogue does
 * not know is answered with the closest one in the same scope ("¿Quisiste decir «Miraflores»?"), because
 * agencies type names by hand and a typo should cost one edit, not a search.
 */

export interface ImportLocationQuery {
  StateOrProvince?: string | null;
  CountyOrParish?: string | null;
  City?: string | null;
  Ubigeo?: string | null;
}

export type ImportLocationField = keyof ImportLocationQuery;

export type ImportLocationResult =
  { ok: true; district: District } | { ok: false; field: ImportLocationField; message: string };

/** Edit distance (insertions, deletions, substitutions), for the suggestion only. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The closest name, when it is close enough to be a typo (a third of its letters at most). */
function closest(query: string, names: readonly string[]): string | undefined {
  const folded = normalizePlaceName(query);
  let best: { name: string; score: number } | undefined;
  for (const name of names) {
    const score = distance(folded, normalizePlaceName(name));
    if (!best || score < best.score) best = { name, score };
  }
  return best && best.score <= Math.max(1, Math.floor(best.name.length / 3)) ? best.name : undefined;
}

const given = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);
const suggestion = (name: string | undefined) => (name ? ` ¿Quisiste decir «${name}»?` : '');

/** Resolves the names (department and province optional when the district is unambiguous). */
function byNames(query: ImportLocationQuery): ImportLocationResult {
  const region = given(query.StateOrProvince);
  const province = given(query.CountyOrParish);
  const district = given(query.City);
  if (!district) return { ok: false, field: 'City', message: 'Indica el distrito o el ubigeo' };

  const department = region ? resolveLocation({ region })?.department : undefined;
  if (region && !department) {
    const names = listDepartments().map((d) => d.name);
    return {
      ok: false,
      field: 'StateOrProvince',
      message: `«${region}» no es un departamento.${suggestion(closest(region, names))}`,
    };
  }
  const place = province ? resolveLocation({ region: department?.id, province }) : undefined;
  if (province && !place?.province) {
    const scope = department
      ? listProvinces(department.id)
      : listDepartments().flatMap((d) => listProvinces(d.id));
    const where = department ? ` en ${department.name}` : '';
    return {
      ok: false,
      field: 'CountyOrParish',
      message: `«${province}» no existe${where}.${suggestion(
        closest(
          province,
          scope.map((p) => p.name),
        ),
      )}`,
    };
  }
  const found = resolveLocation({
    region: department?.id,
    province: place?.province?.id,
    district,
  })?.district;
  if (found) return { ok: true, district: found };
  const scope = place?.province
    ? listDistricts(place.province.id)
    : (department ? listProvinces(department.id) : []).flatMap((p) => listDistricts(p.id));
  const where = place?.province
    ? ` en ${place.department.name} › ${place.province.name}`
    : department
      ? ` en ${department.name}`
      : '';
  const exists = resolveLocation({ district }) !== undefined;
  const message =
    scope.length === 0 && !exists
      ? `«${district}» no es un distrito o hay varios con ese nombre: indica el departamento y la provincia`
      : `«${district}» no existe${where}.${suggestion(
          closest(
            district,
            scope.map((d) => d.name),
          ),
        )}`;
  return { ok: false, field: 'City', message };
}

/** The row's district, or the field to blame with a Spanish message. */
export function resolveImportLocation(query: ImportLocationQuery): ImportLocationResult {
  const ubigeo = given(query.Ubigeo);
  const hasNames = Boolean(given(query.City) ?? given(query.CountyOrParish) ?? given(query.StateOrProvince));
  if (!ubigeo) return byNames(query);
  const district = /^\d{6}$/.test(ubigeo) ? findDistrict(ubigeo) : undefined;
  if (!district)
    return { ok: false, field: 'Ubigeo', message: `«${ubigeo}» no es un ubigeo de distrito (6 dígitos)` };
  if (!hasNames) return { ok: true, district };
  const named = byNames(query);
  if (!named.ok) return named;
  if (named.district.id !== district.id) {
    return {
      ok: false,
      field: 'Ubigeo',
      message: `El ubigeo ${ubigeo} es ${district.name}, no ${named.district.name}`,
    };
  }
  return { ok: true, district };
}
