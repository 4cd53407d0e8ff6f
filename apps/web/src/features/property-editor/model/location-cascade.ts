import type { EditorValues } from './editor-values';

/** The department → province → district codes of the form. */
export type LocationCodes = Pick<EditorValues, 'region' | 'province' | 'district'>;

/** Choosing a department clears the province and the district (docs/product/signed-in-area.md §4, "Location cascade"). */
export function chooseDepartment(current: LocationCodes, region: string): LocationCodes {
  return region === current.region ? current : { region, province: '', district: '' };
}

/** Choosing a province clears the district. */
export function chooseProvince(current: LocationCodes, province: string): LocationCodes {
  return province === current.province ? current : { ...current, province, district: '' };
}

/** Choosing a district keeps the department and the province. */
export function chooseDistrict(current: LocationCodes, district: string): LocationCodes {
  return { ...current, district };
}
