import type {
  ProjectCreateFields,
  ProjectUpdateFields,
} from '@inmuebles/shared/projects/project-write-schema';
import { deliveryIssues } from '@inmuebles/shared/projects/project-write-schema';
import type { ProjectRow } from '../../platform/db/schema/index.ts';
import { unprocessable } from '../../platform/http/errors.ts';
import { now } from '../../platform/runtime/clock.ts';
import { limaDay } from '../../platform/runtime/lima-day.ts';
import { geometryColumns } from '../properties/public.ts';

/*
 * From the editor's fields to the columns of `projects`: the plain fields, the geometry (the outline wins
 * and its centroid is the point, as for properties), and the delivery date checked against Peru's calendar.
 */

/** The current month in Peru. */
export function limaMonth(): { year: number; month: number } {
  const [year, month] = limaDay(now()).split('-').map(Number);
  return { year: year ?? 1970, month: month ?? 1 };
}

/** 422 naming the delivery field when the stage and the date do not fit together (or the date is past). */
export function checkDelivery(project: Pick<ProjectRow, 'stage' | 'deliveryMonth' | 'deliveryYear'>) {
  const issues = deliveryIssues(
    { stage: project.stage, delivery_month: project.deliveryMonth, delivery_year: project.deliveryYear },
    limaMonth(),
  );
  if (issues.length > 0)
    throw unprocessable(issues.map(([field, message]) => `project.${field}: ${message}`));
}

type Fields = ProjectCreateFields | ProjectUpdateFields;

/** The content columns a write sets (undefined: left as it is). */
export function contentColumns(fields: Fields) {
  return {
    name: fields.name,
    description: fields.description,
    stage: fields.stage,
    deliveryMonth: fields.delivery_month,
    deliveryYear: fields.delivery_year,
    addressLine: fields.address_line,
    amenities: fields.amenities,
    financingBanks: fields.financing_banks,
    mivivienda: fields.mivivienda,
    totalUnits: fields.total_units,
    videoUrl: fields.video_url,
  };
}

/** The point and outline to store, or undefined when the write leaves them. */
export function projectGeometry(
  fields: Fields,
  current: Pick<ProjectRow, 'polygonCoordinates' | 'latitude'> | null,
) {
  const kind = current?.polygonCoordinates ? 'Polygon' : current?.latitude ? 'Point' : null;
  const columns = geometryColumns(fields, kind);
  if (!columns) return undefined;
  const { geometry: _geometry, ...rest } = columns;
  return rest;
}
