import type { StepIndex } from './editor-steps';

/*
 * Which wizard step holds a field of the write body (write-body.ts), so a value the server would refuse
 * marks the step where the user can change it. Paths are the shared schemas' issue paths:
 * ['property', 'area_m2'], ['property_detail', 'bedrooms'], ['property_detail_type'].
 */

const propertyFieldSteps: Record<string, StepIndex> = {
  address_line: 1,
  region: 1,
  province: 1,
  district: 1,
  country: 1,
  postal_code: 1,
  video_url: 2,
  amenities: 3,
  brand_new: 3,
  polygon_coordinates: 3,
  latitude: 3,
  longitude: 3,
};

/** The step of an issue path; anything not placed elsewhere (title, price, area, type...) is step 1. */
export function stepOfIssue(path: readonly PropertyKey[]): StepIndex {
  const [top, field] = path;
  if (top === 'property_detail') return 3;
  if (top === 'property' && typeof field === 'string') return propertyFieldSteps[field] ?? 0;
  return 0;
}
