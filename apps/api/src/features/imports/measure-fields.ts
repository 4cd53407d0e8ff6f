import type { ImportFieldKey } from '@inmuebles/shared/imports/field-labels';

/** The property's numeric facts (place, areas, rooms), in the order the template shows them: all read as numbers. */
export const MEASURE_FIELDS = [
  'Latitude',
  'Longitude',
  'LivingArea',
  'LotSizeArea',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'ParkingTotal',
  'StoriesTotal',
] as const satisfies readonly ImportFieldKey[];
