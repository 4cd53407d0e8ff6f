/*
 * The words and limits of the place suggestions, apart from the catalogue that finds them (ubigeo.json, some
 * 16 kB gzip): the search box on every public page reads these and must not download the catalogue.
 */

export const placeKinds = ['department', 'province', 'district'] as const;
export type PlaceKind = (typeof placeKinds)[number];

/** What the search box says under each suggestion. */
export const placeKindLabels: Record<PlaceKind, string> = {
  department: 'Departamento',
  province: 'Provincia',
  district: 'Distrito',
};

/** A place offered while typing: its name with the places around it, and the listing's filters it sets. */
export interface PlaceSuggestion {
  kind: PlaceKind;
  /** 'Miraflores, Lima'; 'Miraflores, Yauyos, Lima' where the province is not named like its department. */
  label: string;
  region: string;
  province?: string;
  district?: string;
}

/** Shortest text that is looked up: one letter would offer half the country. */
export const PLACE_QUERY_MIN_LENGTH = 2;
