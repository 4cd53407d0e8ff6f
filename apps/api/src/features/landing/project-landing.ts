import { and, count, eq, min, sql, type SQL } from 'drizzle-orm';
import { pageTitle, PRODUCT_NAME } from '@inmuebles/shared/format/page-title';
import { placeName, projectLandingPath, type LandingPlace } from '@inmuebles/shared/landing/landing-path';
import { absoluteUrl, publicPaths } from '@inmuebles/shared/paths/public-paths';
import { projectCardFacts } from '@inmuebles/shared/projects/card-text';
import { projectStageLabels } from '@inmuebles/shared/projects/enums';
import type { ProjectCard } from '@inmuebles/shared/projects/project-schema';
import { formatPrice } from '@inmuebles/shared/properties/format';
import { findDistrict, findProvince } from '@inmuebles/shared/ubigeo/catalogue';
import type { DbOrTx } from '../../platform/db/client.ts';
import { companies, projects, projectUnitTypes } from '../../platform/db/schema/index.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { PageMeta } from '../../platform/web/page-meta.ts';
import { escapeHtml, renderHeadTags } from '../../platform/web/render-index.ts';
import { projectPage, projectSearchCondition, unitPriceInSoles } from '../projects/public.ts';
import { LANDING_STYLE } from './landing-html.ts';
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

const placeQuery = (place: LandingPlace) => ({
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
  const url = (p: string) => absoluteUrl(publicUrl, p);
  return {
    title: pageTitle(`${headline}${from}${data.page > 1 ? ` - página ${data.page}` : ''}`),
    description:
      data.count > 0
        ? `${headline}${from}: departamentos en planos, en construcción y de entrega inmediata, con sus tipos de unidad y contacto directo con la constructora en ${PRODUCT_NAME}.`
        : `Aún no hay ${headline.toLowerCase()}. Mira otros lugares con proyectos en ${PRODUCT_NAME}.`,
    canonicalPath: data.page > 1 ? `${path}?page=${data.page}` : path,
    noindex: data.count === 0,
    type: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: projectBreadcrumbs(data).map((crumb, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: crumb.name,
          item: url(crumb.path),
        })),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: headline,
        numberOfItems: data.count,
        itemListElement: data.projects.map((project, i) => ({
          '@type': 'ListItem',
          position: (data.page - 1) * PROJECT_LANDING_PER_PAGE + i + 1,
          url: url(publicPaths.project(project.slug)),
          name: project.name,
        })),
      },
    ],
  };
}

const e = escapeHtml;

/** This header holds four links: on a phone they wrap instead of widening the page. */
const HEADER_LINKS_STYLE = 'nav.account{flex-wrap:wrap;justify-content:flex-end}';

function card(project: ProjectCard, first: boolean): string {
  const [price, ...facts] = projectCardFacts(project);
  const photo = project.main_photo_url
    ? `<img src="${e(project.main_photo_url)}" alt="${e(project.name)}" width="400" height="300" ${first ? 'fetchpriority="high"' : 'loading="lazy"'} decoding="async">`
    : '<div class="nophoto" aria-hidden="true"></div>';
  return `<li class="card"><a href="${e(publicPaths.project(project.slug))}">${photo}<div class="body"><div class="meta">${e(projectStageLabels[project.stage])}</div><div class="price">${e(price ?? '')}</div><div class="title">${e(project.name)}</div><div class="meta">${e([`${project.district}, ${project.province}`, ...facts].join(' · '))}</div><div class="meta">Por ${e(project.company.name)}</div></div></a></li>`;
}

function pagination(data: ProjectLandingData): string {
  if (data.totalPages <= 1) return '';
  const path = projectLandingPath(data.place);
  const href = (page: number) => (page === 1 ? path : `${path}?page=${page}`);
  const links: string[] = [];
  if (data.page > 1) links.push(`<a href="${e(href(data.page - 1))}" rel="prev">Anterior</a>`);
  for (let page = 1; page <= data.totalPages; page += 1) {
    if (Math.abs(page - data.page) > 3 && page !== 1 && page !== data.totalPages) continue;
    links.push(
      page === data.page
        ? `<span aria-current="page">${page}</span>`
        : `<a href="${e(href(page))}">${page}</a>`,
    );
  }
  if (data.page < data.totalPages) links.push(`<a href="${e(href(data.page + 1))}" rel="next">Siguiente</a>`);
  return `<nav class="pages" aria-label="Páginas">${links.join('')}</nav>`;
}

/** The full project search filtered by the page's place. */
function searchLink(place: LandingPlace): string {
  const query = new URLSearchParams(
    Object.entries(placeQuery(place)).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return publicPaths.projectsWith(query.toString());
}

/** The whole document of a projects' landing page. */
export function renderProjectLandingHtml(
  data: ProjectLandingData,
  meta: PageMeta,
  publicUrl: string,
): string {
  const crumbs = projectBreadcrumbs(data)
    .map((c, i, all) =>
      i === all.length - 1
        ? `<li aria-current="page">${e(c.name)}</li>`
        : `<li><a href="${e(c.path)}">${e(c.name)}</a></li>`,
    )
    .join('');
  const results =
    data.projects.length > 0
      ? `<ul class="cards">${data.projects.map((p, i) => card(p, i === 0)).join('')}</ul>${pagination(data)}`
      : `<div class="empty"><p>Por ahora no hay proyectos inmobiliarios en ${e(placeName(data.place))}.</p><p>Mira todos los proyectos o los de otro lugar.</p></div>`;
  const places =
    data.places.length > 0
      ? `<section class="more"><h2>Otros lugares con proyectos</h2><ul>${data.places.map((p) => `<li><a href="${e(p.path)}">${e(p.name)}</a></li>`).join('')}</ul></section>`
      : '';
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <meta name="theme-color" content="#2563eb">
    <link rel="icon" type="image/svg+xml" href="/favicon.svg">
    ${renderHeadTags(meta, publicUrl)}
    <style>${LANDING_STYLE}${HEADER_LINKS_STYLE}</style>
  </head>
  <body>
    <header class="top"><div class="bar">
      <a class="brand" href="/">InmoPerú</a>
      <nav class="account" aria-label="Cuenta"><a href="${publicPaths.listing}">Propiedades</a><a href="${publicPaths.projects}">Proyectos</a><a href="/login">Iniciar Sesión</a><a class="primary" href="/register">Registrarse</a></nav>
    </div></header>
    <main>
      <nav class="crumbs" aria-label="Ruta"><ol>${crumbs}</ol></nav>
      <h1>${e(projectLandingHeadline(data))}</h1>
      <div class="actions"><a class="primary" href="${e(searchLink(data.place))}">Filtrar en la búsqueda</a><a href="${publicPaths.projects}">Ver todos los proyectos</a></div>
      ${results}
      ${places}
    </main>
  </body>
</html>`;
}
