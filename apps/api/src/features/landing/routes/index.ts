import { parseLandingPath, parseProjectLandingPath } from '@inmuebles/shared/landing/landing-path';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';
import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { renderLandingHtml } from '../landing-html.ts';
import { landingPageMeta } from '../landing-meta.ts';
import { loadLandingPage } from '../landing-page.ts';
import { loadProjectLanding, projectLandingMeta } from '../project-landing.ts';
import { renderProjectLandingHtml } from '../project-landing-html.ts';
import { escapeHtml } from '../../../platform/web/render-index.ts';

const tags = ['SEO'];
/** Search results change all day; a minute of staleness spares the database when a crawler comes by. */
const CACHE = 'public, max-age=60, stale-while-revalidate=300';

const querystring = z.object({ page: z.string().optional().describe('Página (1 por defecto)') });

/** A page number as written in our own links ('2'); anything else names no page. */
function pageOf(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= PropertyLimits.maxPage ? page : null;
}

/** The path's segments, decoded; a malformed escape yields a segment that names nothing. */
const segmentsOf = (pathname: string) =>
  pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return '';
      }
    });

function notFoundPage(reply: FastifyReply) {
  return reply
    .status(404)
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="es"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>Página no encontrada - InmoPerú</title><meta name="robots" content="noindex"></head><body><main><h1>Página no encontrada</h1><p>${escapeHtml('Esta búsqueda no existe.')} <a href="/propiedades">Ver todas las propiedades</a></p></main></body></html>`,
    );
}

/**
 * The landing pages /{venta|alquiler}/{tipo}[/{departamento}[/{provincia}[/{distrito}]]]
 * (docs/product/landing-pages.md): server-rendered HTML, complete without JavaScript.
 */
export default async function landingRoutes(app: AppInstance) {
  for (const operation of ['venta', 'alquiler']) {
    app.get(
      `/${operation}/*`,
      {
        schema: {
          tags,
          summary: `Página de aterrizaje: ${operation} por tipo y lugar`,
          querystring,
          response: { 200: z.string(), 404: z.string() },
        },
      },
      async (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '';
        const target = parseLandingPath(segmentsOf(pathname));
        const page = pageOf(request.query.page);
        if (!target || page === null) return notFoundPage(reply);
        const data = await loadLandingPage(request.readDb, app.storage, target, page);
        // Past the last page names nothing; the first page of an empty combination is the helpful one.
        if (page > 1 && page > data.totalPages) return notFoundPage(reply);
        const meta = landingPageMeta(data, app.config.publicUrl);
        // Public: platform/http/conditional-get.ts adds the ETag and answers 304; compression applies as to any route.
        return reply
          .header('Cache-Control', CACHE)
          .type('text/html; charset=utf-8')
          .send(renderLandingHtml(data, meta, app.config.publicUrl));
      },
    );
  }

  // The projects' landing pages (docs/product/projects.md §2.3): `/proyectos` itself is the app's search.
  app.get(
    `${publicPaths.projects}/*`,
    {
      schema: {
        tags,
        summary: 'Página de aterrizaje: proyectos inmobiliarios por lugar',
        querystring,
        response: { 200: z.string(), 301: z.null(), 404: z.string() },
      },
    },
    async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const segments = segmentsOf(pathname).slice(1);
      // `/proyectos/` is the search with a trailing slash.
      if (segments.length === 0) return reply.redirect(publicPaths.projects, 301);
      const place = parseProjectLandingPath(segments);
      const page = pageOf(request.query.page);
      if (!place || page === null) return notFoundPage(reply);
      const data = await loadProjectLanding(request.readDb, app.storage, place, page);
      if (page > 1 && page > data.totalPages) return notFoundPage(reply);
      return reply
        .header('Cache-Control', CACHE)
        .type('text/html; charset=utf-8')
        .send(
          renderProjectLandingHtml(
            data,
            projectLandingMeta(data, app.config.publicUrl),
            app.config.publicUrl,
          ),
        );
    },
  );
}
