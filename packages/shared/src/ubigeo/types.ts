/** A department (región) of Peru, identified by its 2-digit INEI code, e.g. `{ id: '15', name: 'Lima' }`. */
export interface Department {
  id: string;
  name: string;
}

/** A province, identified by its 4-digit INEI code whose first two digits are its department's. */
export interface Province {
  id: string;
  name: string;
  department_id: string;
}

/**
 * A district, identified by its 6-digit INEI ubigeo code. `ubigeo` repeats `id` because that is the name the
 * code goes by in Peruvian forms and APIs; both are always equal.
 */
export interface District {
  id: string;
  name: string;
  province_id: string;
  department_id: string;
  ubigeo: string;
}

/** What `resolveLocation` found: the department always, the province and district when they were asked for. */
export interface ResolvedLocation {
  department: Department;
  province?: Province;
  district?: District;
}

/**
 * What `resolveLocation` accepts: each field a code ('15', '1501', '150113') or a name in any case, with or
 * without accents. Empty strings and nulls count as absent, as they arrive from forms and imports.
 */
export interface LocationQuery {
  region?: string | null;
  province?: string | null;
  district?: string | null;
}
