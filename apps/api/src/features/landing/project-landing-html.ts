import { placeName, projectLandingPath, type LandingPlace } from '@inmuebles/shared/landing/landing-path';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';
import { projectCardFacts } from '@inmuebles/shared/projects/card-text';
import { projectStageLabels } from '@inmuebles/shared/projects/enums';
import type { ProjectCard } from '@inmuebles/shared/projects/project-schema';
import type { PageMeta } from '../../platform/web/page-meta.ts';
import { escapeHtml } from '../../platform/web/render-index.ts';
import { landingPagination, landingPlaceLinks, renderLandingDocument } from './landing-document.ts';
import {
  placeQuery,
  projectBreadcrumbs,
  projectLandingHeadline,
  type ProjectLandingData,
} from './project-landing.ts';

/* The projects' landing page inside the shared frame of the landing pages (landing-document.ts). */

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
  const results =
    data.projects.length > 0
      ? `<ul class="cards">${data.projects.map((p, i) => card(p, i === 0)).join('')}</ul>${landingPagination(projectLandingPath(data.place), data.page, data.totalPages)}`
      : `<div class="empty"><p>Por ahora no hay proyectos inmobiliarios en ${e(placeName(data.place))}.</p><p>Mira todos los proyectos o los de otro lugar.</p></div>`;
  return renderLandingDocument({
    meta,
    publicUrl,
    extraStyle: HEADER_LINKS_STYLE,
    accountLinks: `<a href="${publicPaths.listing}">Propiedades</a><a href="${publicPaths.projects}">Proyectos</a><a href="/login">Iniciar Sesión</a><a class="primary" href="/register">Registrarse</a>`,
    crumbs: projectBreadcrumbs(data),
    headline: projectLandingHeadline(data),
    actions: `<a class="primary" href="${e(searchLink(data.place))}">Filtrar en la búsqueda</a><a href="${publicPaths.projects}">Ver todos los proyectos</a>`,
    results,
    more: landingPlaceLinks('Otros lugares con proyectos', data.places),
  });
}
