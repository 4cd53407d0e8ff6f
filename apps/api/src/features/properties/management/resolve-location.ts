import {
  findDepartment,
  findDistrict,
  findProvince,
  resolveLocation,
} from '@inmuebles/shared/ubigeo/catalogue';
import type { Department, District, Province } from '@inmuebles/shared/ubigeo/catalogue';
import { unprocessable } from '../../../platform/http/errors.ts';

/*
 * The editor's department, province and district (each an INEI code or a place name) checked as a chain and
 * stored twice: the codes (filters and the location cascade) and the catalogue's names (the address shown and
 * searched). A name the catalogue does not know, or a link that breaks the chain, is a 422 naming the field.
 */

/** The messages, naming the field under the body's object (`property.region`, `project.region`). */
const locationMessages = (object: string) =>
  ({
    unknownRegion: `${object}.region: Departamento no encontrado`,
    unknownProvince: `${object}.province: Provincia no encontrada`,
    provinceOutsideRegion: `${object}.province: La provincia no pertenece al departamento`,
    unknownDistrict: `${object}.district: Distrito no encontrado`,
    districtOutsideProvince: `${object}.district: El distrito no pertenece a la provincia`,
  }) as const;

export interface LocationInput {
  region: string;
  province: string;
  district: string;
}

export interface LocationColumns {
  region: string;
  province: string;
  district: string;
  ubigeoDepartment: string;
  ubigeoProvince: string;
  ubigeoDistrict: string;
}

/** A level resolved alone: to tell "unknown" from "known but elsewhere" in the message. */
function alone(query: { province?: string; district?: string }): Province | District | undefined {
  const place = resolveLocation(query);
  return query.district ? place?.district : place?.province;
}

/** The three levels as catalogue entries, or a 422 with the first broken link. */
export function resolvePropertyLocation(input: LocationInput, object = 'property'): LocationColumns {
  const messages = locationMessages(object);
  const department: Department | undefined = resolveLocation({ region: input.region })?.department;
  if (!department) throw unprocessable([messages.unknownRegion]);
  const province = resolveLocation({ region: department.id, province: input.province })?.province;
  if (!province) {
    throw unprocessable([
      alone({ province: input.province }) ? messages.provinceOutsideRegion : messages.unknownProvince,
    ]);
  }
  const district = resolveLocation({
    region: department.id,
    province: province.id,
    district: input.district,
  })?.district;
  if (!district) {
    throw unprocessable([
      alone({ district: input.district }) ? messages.districtOutsideProvince : messages.unknownDistrict,
    ]);
  }
  return {
    region: department.name,
    province: province.name,
    district: district.name,
    ubigeoDepartment: department.id,
    ubigeoProvince: province.id,
    ubigeoDistrict: district.id,
  };
}

/** The stored chain as input again (codes when present, else the stored names), for a PATCH that sends part of it. */
export function storedLocation(row: {
  ubigeoDepartment: string | null;
  ubigeoProvince: string | null;
  ubigeoDistrict: string | null;
  region: string | null;
  province: string | null;
  district: string | null;
}): Partial<LocationInput> {
  const pick = (code: string | null, name: string | null, find: (id: string) => unknown) =>
    code && find(code) ? code : (name ?? undefined);
  return {
    region: pick(row.ubigeoDepartment, row.region, findDepartment),
    province: pick(row.ubigeoProvince, row.province, findProvince),
    district: pick(row.ubigeoDistrict, row.district, findDistrict),
  };
}
