import { and, count, eq, min, sql, type SQL } from 'drizzle-orm';
import { pageTitle, PRODUCT_NAME } from '@inmuebles/shared/format/page-title';
import { placeName, projectLandingPath, type LandingPlace } from '@inmuebles/shared/landing/landing-path';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';
import type { ProjectCard } from '@inmuebles/shared/projects/project-schema';
import { formatPrice } from '@inmuebles/shared/properties/format';
import { findDistrict, findProvince } from '@inmuebles/shared/ubigeo/catalogue';
import type { DbOrTx } from '../../platform/db/client.ts';
import { companies, projects, projectUnitTypes } from '../../platform/db/schema/index.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { PageMeta } from '../../platform/web/page-meta.ts';
import { projectPage, projectSearchCondition, unitPriceInSoles } from '../projects/public.ts';
import { landingJsonLd } from './landing-document.ts';
import { MAX_NEIGHBOURS } from './landing-links.ts';

/*
 * The projects' landing pages `/proyectos/{departamento}[/{provincia}[/{distrito}]]` (docs/product/projects.md
 * §2.3), with the rules of the other landing pages (docs/product/landing-pages.md §1): the results exactly
 * those of the project search with the place as its filter (`projectSearchCondition`, no second
 * implementation), 20 per page, server-rendered and complete without JavaScript, a title with the count and
 * the lowest price in soles, BreadcrumbList and ItemList JSON-LD, 200 with noindex for a place without
 * projects, 404 for what names nothing.
 */

export const PROJECT_LANDING_PER_PAGE = 20;

export interface ProjectLandingData {
  place: LandingPlace;
  page: number;
  totalPages: number;
  count: number;
  /** The cheapest unit type of the place's projects, in soles. */
  minPrice: number | null;
  projects: ProjectCard[];
  /** Places with projects: the next level down, or the other districts of the province. */
  places: { name: string; path: string }[];
}

export const placeQuery = (place: LandingPlace) => ({
  region: place.department?.id,
  province: place.province?.id,
  district: place.district?.id,
});

/** The ubigeo column one level below the place (the district's siblings for a district). */
function nextLevel(place: LandingPlace): {
  column: SQL;
  parent: LandingPlace;
  find: (id: string) => { name: string } | undefined;
  child: (id: string) => LandingPlace;
} {
  const { department, province, district } = place;
  if (province && district)
    return {
      column: sql`${projects.ubigeoDistrict}`,
      parent: { department, province },
      find: findDistrict,
      child: (id) => ({ department, province, district: findDistrict(id) }),
    };
  if (province)
    return {
      column: sql`${projects.ubigeoDistrict}`,
      parent: place,
      find: findDistrict,
      child: (id) => ({ department, province, district: findDistrict(id) }),
    };
  return {
    column: sql`${projects.ubigeoProvince}`,
    parent: place,
    find: findProvince,
    child: (id) => ({ department, province: findProvince(id) }),
  };
}

/** The data of one page, as an anonymous visitor (crawlers are anonymous) sees the project search. */
export async function loadProjectLanding(
  db: DbOrTx,
  storage: Pick<FileStorage, 'publicUrl'>,
  place: LandingPlace,
  page: number,
): Promise<ProjectLandingData> {
  const where = projectSearchCondition(placeQuery(place));
  const level = nextLevel(place);
  const parentWhere = projectSearchCondition(placeQuery(level.parent));
  if (!where || !parentWhere) throw new Error('A parsed landing place is always in the catalogue');
  const [list, [cheapest], placeRows] = await Promise.all([
    projectPage(db, storage, where, { page, per_page: PROJECT_LANDING_PER_PAGE }),
    db
      .select({ price: min(unitPriceInSoles) })
      .from(projectUnitTypes)
      .innerJoin(projects, eq(projects.id, projectUnitTypes.projectId))
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .where(where),
    db
      .select({ id: level.column.mapWith(String), n: count() })
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .where(and(parentWhere))
      .groupBy(level.column)
      .orderBy(sql`count(*) desc`, level.column)
      .limit(MAX_NEIGHBOURS + 1),
  ]);
  const places = placeRows
    .filter((row) => row.id !== place.district?.id)
    .slice(0, MAX_NEIGHBOURS)
    .flatMap((row) => {
      const found = level.find(row.id);
      return found ? [{ name: found.name, path: projectLandingPath(level.child(row.id)) }] : [];
    });
  return {
    place,
    page,
    totalPages: list.pagination.total_pages,
    count: list.pagination.total_count,
    minPrice: cheapest?.price === null || cheapest?.price === undefined ? null : Number(cheapest.price),
    projects: list.projects,
    places,
  };
}

/** "5 proyectos inmobiliarios en Lima"; "1 proyecto inmobiliario en Cayma"; without any, no count. */
export function projectLandingHeadline(data: ProjectLandingData): string {
  const words = data.count === 1 ? 'proyecto inmobiliario' : 'proyectos inmobiliarios';
  const text = `${data.count > 0 ? `${data.count} ` : ''}${words} en ${placeName(data.place)}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Inicio › Proyectos › Lima › Lima › Miraflores. */
export function projectBreadcrumbs({ place }: ProjectLandingData): { name: string; path: string }[] {
  const { department, province, district } = place;
  return [
    { name: 'Inicio', path: '/' },
    { name: 'Proyectos', path: publicPaths.projects },
    ...(department ? [{ name: department.name, path: projectLandingPath({ department }) }] : []),
    ...(province ? [{ name: province.name, path: projectLandingPath({ department, province }) }] : []),
    ...(district ? [{ name: district.name, path: projectLandingPath(place) }] : []),
  ];
}

export function projectLandingMeta(data: ProjectLandingData, publicUrl: string): PageMeta {
  const path = projectLandingPath(data.place);
  const headline = projectLandingHeadline(data);
  const from = data.minPrice !== null ? ` desde ${formatPrice(data.minPrice, 'PEN')}` : '';
  return {
    title: pageTitle(`${headline}${from}${data.page > 1 ? ` - página ${data.page}` : ''}`),
    description:
      data.count > 0
        ? `${headline}${from}: departamentos en planos, en construcción y de entrega inmediata, con sus tipos de unidad y contacto directo con la constructora en ${PRODUCT_NAME}.`
        : `Aún no hay ${headline.toLowerCase()}. Mira otros lugares con proyectos en ${PRODUCT_NAME}.`,
    canonicalPath: data.page > 1 ? `${path}?page=${data.page}` : path,
    noindex: data.count === 0,
    type: 'website',
    jsonLd: landingJsonLd(publicUrl, projectBreadcrumbs(data), {
      name: headline,
      count: data.count,
      firstPosition: (data.page - 1) * PROJECT_LANDING_PER_PAGE + 1,
      items: data.projects.map((project) => ({
        name: project.name,
        path: publicPaths.project(project.slug),
      })),
    }),
  };
}
