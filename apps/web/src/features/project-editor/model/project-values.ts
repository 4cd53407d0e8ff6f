import type { Amenity } from '@inmuebles/shared/properties/amenities';
import type { FinancingBank } from '@inmuebles/shared/projects/banks';
import type { ProjectStage, ProjectStatus } from '@inmuebles/shared/projects/enums';
import type { Project } from '@inmuebles/shared/projects/project-schema';

/*
 * The project editor's state. Number inputs keep their text ('' when empty) so a half-typed value is
 * never lost; the write bodies turn them into numbers (write-bodies.ts). Places are INEI codes, which the
 * API accepts as they are.
 */

/** [longitude, latitude] pairs, GeoJSON order: the lot's outline. */
export type Outline = [number, number][];

/** One row of the "Tipologías" table. `key` names the row on screen; `id` is null until it is saved. */
export interface UnitTypeRow {
  key: string;
  id: number | null;
  name: string;
  bedrooms: string;
  bathrooms: string;
  area_min: string;
  area_max: string;
  price_from: string;
  currency: 'PEN' | 'USD';
  units_available: string;
  /** The stored floor plan's image, when it has one. */
  floor_plan_url: string | null;
}

export interface ProjectValues {
  /** A new project's company, chosen by an admin (its id as text); '' for the user's own. */
  company_id: string;
  name: string;
  description: string;
  stage: ProjectStage;
  /** '1'..'12', or '' when none. */
  delivery_month: string;
  delivery_year: string;
  address_line: string;
  region: string;
  province: string;
  district: string;
  latitude: number | null;
  longitude: number | null;
  polygon_coordinates: Outline | null;
  amenities: Amenity[];
  financing_banks: FinancingBank[];
  mivivienda: boolean;
  total_units: string;
  video_url: string;
  unit_types: UnitTypeRow[];
}

let rowCounter = 0;
/** A fresh key for a row added on screen. */
export function newRowKey(): string {
  rowCounter += 1;
  return `nueva-${rowCounter}`;
}

/** An empty unit type row, in soles. */
export function emptyUnitTypeRow(): UnitTypeRow {
  return {
    key: newRowKey(),
    id: null,
    name: '',
    bedrooms: '',
    bathrooms: '',
    area_min: '',
    area_max: '',
    price_from: '',
    currency: 'PEN',
    units_available: '',
    floor_plan_url: null,
  };
}

/** A new project: "En planos", nothing filled. */
export const emptyProjectValues: ProjectValues = {
  company_id: '',
  name: '',
  description: '',
  stage: 'en_planos',
  delivery_month: '',
  delivery_year: '',
  address_line: '',
  region: '',
  province: '',
  district: '',
  latitude: null,
  longitude: null,
  polygon_coordinates: null,
  amenities: [],
  financing_banks: [],
  mivivienda: false,
  total_units: '',
  video_url: '',
  unit_types: [],
};

const text = (value: number | string | null) => (value === null ? '' : String(Number(value)));

/** The editor's values of a stored project (its answer from GET /projects/{id}). */
export function valuesFromProject(project: Project): ProjectValues {
  const latitude = project.latitude === null ? null : Number(project.latitude);
  const longitude = project.longitude === null ? null : Number(project.longitude);
  return {
    company_id: '',
    name: project.name,
    description: project.description,
    stage: project.stage,
    delivery_month: text(project.delivery_month),
    delivery_year: text(project.delivery_year),
    address_line: project.address_line,
    region: project.ubigeo_department,
    province: project.ubigeo_province,
    district: project.ubigeo_district,
    // An outline's point is its centroid (docs/product/projects.md §3): the outline alone is the geometry.
    latitude: project.polygon_coordinates ? null : latitude,
    longitude: project.polygon_coordinates ? null : longitude,
    polygon_coordinates: project.polygon_coordinates,
    amenities: project.amenities,
    financing_banks: project.financing_banks,
    mivivienda: project.mivivienda,
    total_units: String(project.total_units),
    video_url: project.video_url ?? '',
    unit_types: project.unit_types.map((unit) => ({
      key: `tipo-${unit.id}`,
      id: unit.id,
      name: unit.name,
      bedrooms: String(unit.bedrooms),
      bathrooms: text(unit.bathrooms),
      area_min: text(unit.area_min),
      area_max: text(unit.area_max),
      price_from: text(unit.price_from),
      currency: unit.currency,
      units_available: String(unit.units_available),
      floor_plan_url: unit.floor_plan_url,
    })),
  };
}

/** The states a save can leave the project in. */
export type SaveIntent = 'save' | 'publish';
export type { ProjectStatus };
