import type { Project, ProjectPhoto, UnitType } from '@inmuebles/shared/projects/project-schema';
import type { Amenity } from '@inmuebles/shared/properties/amenities';
import type { FinancingBank } from '@inmuebles/shared/projects/banks';
import type { Company, ProjectPhotoRow, ProjectRow, UnitTypeRow } from '../../platform/db/schema/index.ts';
import { photoKeys } from '../../platform/media/keys.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';

/*
 * The answers about a project (docs/product/projects.md §7): every field chosen here, never a row as is.
 */

type Urls = Pick<FileStorage, 'publicUrl'>;

export function presentUnitType(row: UnitTypeRow, storage: Urls): UnitType {
  return {
    id: row.id,
    name: row.name,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    area_min: row.areaMin,
    area_max: row.areaMax,
    price_from: row.priceFrom,
    currency: row.currency === 'USD' ? 'USD' : 'PEN',
    price_from_pen: row.pricePen,
    units_available: row.unitsAvailable,
    floor_plan_url: row.floorPlanKey ? storage.publicUrl(photoKeys(row.floorPlanKey).large) : null,
  };
}

export function presentProjectPhoto(row: ProjectPhotoRow, storage: Urls): ProjectPhoto {
  const keys = photoKeys(row.storageKey);
  return {
    id: row.id,
    position: row.position,
    thumbnail_url: storage.publicUrl(keys.thumbnail),
    large_url: storage.publicUrl(keys.large),
    alt: row.alt,
  };
}

export interface ProjectParts {
  row: ProjectRow;
  company: Company;
  unitTypes: UnitTypeRow[];
  photos: ProjectPhotoRow[];
  /** Whether a unit type's price in soles is within the bands of Crédito MiVivienda in force. */
  withinBands: boolean;
}

/** The columns projectStageAndPlace reads. */
export type StageAndPlaceRow = Pick<
  ProjectRow,
  | 'stage'
  | 'deliveryMonth'
  | 'deliveryYear'
  | 'status'
  | 'addressLine'
  | 'district'
  | 'province'
  | 'region'
  | 'ubigeoDepartment'
  | 'ubigeoProvince'
  | 'ubigeoDistrict'
  | 'latitude'
  | 'longitude'
>;

/** What the page and the card of a project both say: its stage, delivery, state and place. */
export function projectStageAndPlace(row: StageAndPlaceRow) {
  return {
    stage: row.stage,
    delivery_month: row.deliveryMonth,
    delivery_year: row.deliveryYear,
    status: row.status,
    address_line: row.addressLine,
    district: row.district,
    province: row.province,
    region: row.region,
    ubigeo_department: row.ubigeoDepartment,
    ubigeo_province: row.ubigeoProvince,
    ubigeo_district: row.ubigeoDistrict,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export function presentProject(parts: ProjectParts, storage: Urls): Project {
  const { row, company } = parts;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    ...projectStageAndPlace(row),
    polygon_coordinates: row.polygonCoordinates,
    amenities: row.amenities as Amenity[],
    financing_banks: row.financingBanks as FinancingBank[],
    mivivienda: row.mivivienda && parts.withinBands,
    total_units: row.totalUnits,
    video_url: row.videoUrl,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    company: {
      id: company.id,
      name: company.name,
      slug: company.slug,
      logo_url: company.logoKey ? storage.publicUrl(company.logoKey) : null,
      phone: company.phone,
      verified: company.verifiedAt !== null,
    },
    unit_types: parts.unitTypes.map((unit) => presentUnitType(unit, storage)),
    photos: parts.photos.map((photo) => presentProjectPhoto(photo, storage)),
  };
}
