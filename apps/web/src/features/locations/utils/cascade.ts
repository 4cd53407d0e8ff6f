/**
 * The department → province → district cascade as INEI codes ('15', '1501', '150113'). A child code
 * starts with its parent's, so a selection can be checked without the catalogue.
 */
export interface LocationSelection {
  region?: string;
  province?: string;
  district?: string;
}

const codePatterns = { region: /^\d{2}$/, province: /^\d{4}$/, district: /^\d{6}$/ } as const;

/**
 * Keeps only a coherent chain: a department code, a province of that department, a district of that
 * province. Anything else (a stray district without a province, a malformed code) is dropped.
 */
export function normalizeSelection({ region, province, district }: LocationSelection): LocationSelection {
  if (!region || !codePatterns.region.test(region)) return {};
  if (!province || !codePatterns.province.test(province) || !province.startsWith(region)) return { region };
  if (!district || !codePatterns.district.test(district) || !district.startsWith(province))
    return { region, province };
  return { region, province, district };
}

/** Choosing a department clears the province and the district (docs/product/public-and-auth.md §2.2); the same one changes nothing. */
export function selectDepartment(current: LocationSelection, region: string | undefined): LocationSelection {
  if (region === current.region) return current;
  return normalizeSelection({ region });
}

/** Choosing a province clears the district (docs/product/public-and-auth.md §2.2); the same one changes nothing. */
export function selectProvince(current: LocationSelection, province: string | undefined): LocationSelection {
  if (province === current.province) return current;
  return normalizeSelection({ region: current.region, province });
}

/** Choosing a district keeps the department and province. */
export function selectDistrict(current: LocationSelection, district: string | undefined): LocationSelection {
  if (district === current.district) return current;
  return normalizeSelection({ ...current, district });
}
