import type { ProjectCard } from '@inmuebles/shared/projects/project-schema';
import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { companies, projectPhotos, projects, type ProjectRow } from '../../platform/db/schema/index.ts';
import { photoKeys } from '../../platform/media/keys.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { findMiViviendaInForce } from '../mortgage/public.ts';
import { withinYearBands } from './load-project.ts';
import { projectStageAndPlace, type StageAndPlaceRow } from './present-project.ts';
import { findUnitTypeFiguresOf } from './project-repository.ts';

/*
 * Project cards (docs/product/projects.md §2.1): "Desde S/ 389,000 · 1 a 3 dorm. · 45 a 98 m² · Entrega
 * dic. 2027", from all the project's unit types, with its first photo and its builder.
 */

/**
 * What a card reads of a project and its builder: not the description, the polygon, the lists or the video,
 * which a page of cards would fetch and decode for nothing.
 */
const projectCardColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  stage: projects.stage,
  deliveryMonth: projects.deliveryMonth,
  deliveryYear: projects.deliveryYear,
  status: projects.status,
  addressLine: projects.addressLine,
  district: projects.district,
  province: projects.province,
  region: projects.region,
  ubigeoDepartment: projects.ubigeoDepartment,
  ubigeoProvince: projects.ubigeoProvince,
  ubigeoDistrict: projects.ubigeoDistrict,
  latitude: projects.latitude,
  longitude: projects.longitude,
  mivivienda: projects.mivivienda,
  companyId: projects.companyId,
  updatedAt: projects.updatedAt,
  companyName: companies.name,
  companySlug: companies.slug,
};

type Row = StageAndPlaceRow &
  Pick<ProjectRow, 'id' | 'slug' | 'name' | 'mivivienda' | 'companyId' | 'updatedAt'> & {
    companyName: string;
    companySlug: string;
  };

const min = (values: number[]) => (values.length ? Math.min(...values) : null);
const max = (values: number[]) => (values.length ? Math.max(...values) : null);

/** The cards of these projects, in the order given. */
export async function projectCards(
  db: DbOrTx,
  storage: Pick<FileStorage, 'publicUrl'>,
  rows: Row[],
): Promise<ProjectCard[]> {
  const ids = rows.map((row) => row.id);
  const [unitTypes, photos, miviviendaYear] = await Promise.all([
    findUnitTypeFiguresOf(db, ids),
    ids.length
      ? db
          .selectDistinctOn([projectPhotos.projectId])
          .from(projectPhotos)
          .where(inArray(projectPhotos.projectId, ids))
          .orderBy(projectPhotos.projectId, asc(projectPhotos.position), asc(projectPhotos.id))
      : Promise.resolve([]),
    // Once for the page: a card per flagged project would each read it again.
    rows.some((row) => row.mivivienda) ? findMiViviendaInForce(db) : null,
  ]);
  const cards: ProjectCard[] = [];
  for (const row of rows) {
    const units = unitTypes.filter((unit) => unit.projectId === row.id);
    const cheapest = [...units].sort((a, b) => Number(a.pricePen) - Number(b.pricePen))[0];
    const photo = photos.find((p) => p.projectId === row.id);
    const areas = units.flatMap((unit) => [Number(unit.areaMin), Number(unit.areaMax ?? unit.areaMin)]);
    const bedrooms = units.map((unit) => unit.bedrooms);
    cards.push({
      id: row.id,
      slug: row.slug,
      name: row.name,
      ...projectStageAndPlace(row),
      price_from: cheapest?.priceFrom ?? null,
      currency: cheapest ? (cheapest.currency === 'USD' ? 'USD' : 'PEN') : null,
      price_from_pen: cheapest?.pricePen ?? null,
      bedrooms_min: min(bedrooms),
      bedrooms_max: max(bedrooms),
      area_min: min(areas)?.toFixed(2) ?? null,
      area_max: max(areas)?.toFixed(2) ?? null,
      unit_type_count: units.length,
      mivivienda: row.mivivienda && withinYearBands(miviviendaYear, units),
      main_photo_url: photo ? storage.publicUrl(photoKeys(photo.storageKey).thumbnail) : null,
      company: { id: row.companyId, name: row.companyName, slug: row.companySlug },
      updated_at: row.updatedAt.toISOString(),
    });
  }
  return cards;
}

/** The cards of these published projects, in the order of `ids` (the main search's page, §2.6). */
export async function projectCardsByIds(
  db: DbOrTx,
  storage: Pick<FileStorage, 'publicUrl'>,
  ids: number[],
): Promise<ProjectCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(projectCardColumns)
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(inArray(projects.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  return projectCards(db, storage, ordered);
}

/** A page of projects matching `where` (over projects joined with companies), newest publication first, and the exact total. */
export async function projectPage(
  db: DbOrTx,
  storage: Pick<FileStorage, 'publicUrl'>,
  where: SQL,
  page: { page: number; per_page: number },
) {
  const [rows, totals] = await Promise.all([
    db
      .select(projectCardColumns)
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .where(where)
      .orderBy(sql`${projects.publishedAt} desc nulls last`, desc(projects.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db
      .select({ total: count() })
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  const cards = await projectCards(db, storage, rows);
  return {
    projects: cards,
    pagination: {
      current_page: page.page,
      per_page: page.per_page,
      total_pages: Math.ceil(total / page.per_page),
      total_count: total,
    },
  };
}
