/** One place of the ubigeo catalogue. */
export interface Place {
  id: string;
  name: string;
}

/** A list of places and whether it is still loading. */
export interface PlaceList {
  items: readonly Place[];
  isLoading: boolean;
}

/**
 * The catalogue lists for the current selection: every department, the provinces of the chosen department
 * and the districts of the chosen province. The route module feeds them from the locations feature.
 */
export interface LocationLists {
  departments: PlaceList;
  provinces: PlaceList;
  districts: PlaceList;
}

/** The name of `id` in `list`, or '' when the list does not hold it (yet). */
export function placeName(list: PlaceList, id: string): string {
  return list.items.find((place) => place.id === id)?.name ?? '';
}
