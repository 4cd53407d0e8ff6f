import type { ProjectCreateBody, UnitTypeCreateBody } from '@inmuebles/shared/projects/project-write-schema';
import type { ProjectValues, UnitTypeRow } from './project-values';

/*
 * The bodies the editor sends, built from its text inputs: an empty input is left out (a required field
 * then gets the server's own "requerido" message) or null where the field may be empty.
 */

/** The number typed, undefined when empty, NaN when not a number (the schema names it). */
export function numberOf(value: string): number | undefined {
  const trimmed = value.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

const orNull = (value: string) => numberOf(value) ?? null;

/** `{ project: {...} }` of POST /projects and PATCH /projects/{id}, without the state (saved apart). */
export function projectBody(values: ProjectValues): ProjectCreateBody {
  const isReady = values.stage === 'entrega_inmediata';
  return {
    project: {
      name: values.name,
      description: values.description,
      stage: values.stage,
      // A ready building has no delivery date (docs/product/projects.md §5).
      delivery_month: isReady ? null : orNull(values.delivery_month),
      delivery_year: isReady ? null : orNull(values.delivery_year),
      address_line: values.address_line,
      region: values.region,
      province: values.province,
      district: values.district,
      latitude: values.polygon_coordinates ? null : values.latitude,
      longitude: values.polygon_coordinates ? null : values.longitude,
      polygon_coordinates: values.polygon_coordinates,
      amenities: values.amenities,
      financing_banks: values.financing_banks,
      mivivienda: values.mivivienda,
      total_units: numberOf(values.total_units) as number,
      video_url: values.video_url.trim() === '' ? null : values.video_url.trim(),
    },
  };
}

/** POST /projects' body: the project's, with the company an admin chose (the API refuses it from others). */
export function projectCreateBody(values: ProjectValues): ProjectCreateBody {
  const { project } = projectBody(values);
  return values.company_id === ''
    ? { project }
    : { project: { ...project, company_id: Number(values.company_id) } };
}

/** `{ unit_type: {...} }` of a row, for its POST and its PATCH alike. */
export function unitTypeBody(row: UnitTypeRow): UnitTypeCreateBody {
  return {
    unit_type: {
      name: row.name,
      bedrooms: numberOf(row.bedrooms) as number,
      bathrooms: numberOf(row.bathrooms) as number,
      area_min: numberOf(row.area_min) as number,
      area_max: orNull(row.area_max),
      price_from: numberOf(row.price_from) as number,
      currency: row.currency,
      units_available: numberOf(row.units_available) as number,
    },
  };
}

/** What saving the rows takes: new rows to create, changed ones to update, removed ids to delete. */
export interface UnitTypeWrites {
  create: UnitTypeRow[];
  update: UnitTypeRow[];
  remove: number[];
}

/**
 * The unit type calls from the rows as they were saved last (`saved`, by id) to the rows on screen: a row
 * without id is new, a row whose body changed is updated, a saved id no longer on screen is deleted.
 */
export function unitTypeWrites(saved: ReadonlyMap<number, UnitTypeRow>, rows: UnitTypeRow[]): UnitTypeWrites {
  const onScreen = new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
  const changed = (row: UnitTypeRow) => {
    const before = row.id === null ? undefined : saved.get(row.id);
    return !before || JSON.stringify(unitTypeBody(before)) !== JSON.stringify(unitTypeBody(row));
  };
  return {
    create: rows.filter((row) => row.id === null),
    update: rows.filter((row) => row.id !== null && changed(row)),
    remove: [...saved.keys()].filter((id) => !onScreen.has(id)),
  };
}
