import { z } from 'zod';
import type { AppInstance } from '../../platform/runtime/app-instance.ts';
import { notFound } from '../../platform/http/errors.ts';
import { apiErrorSchema } from '../../platform/http/http-schemas.ts';
import { renderRobotsTxt } from './robots.ts';
import { renderMainSitemap, renderSitemapFile } from './sitemap.ts';

const tags = ['SEO'];
/** Crawlers come back daily at most; an hour of staleness costs nothing and spares the database. */
const CACHE = 'public, max-age=3600';
const xmlType = 'application/xml; charset=utf-8';

/** /robots.txt, /sitemap.xml and the sitemap's chunk files, at the site's root (not under /api). */
export default async function seoRoutes(app: AppInstance) {
  const opts = { publicUrl: app.config.publicUrl };

  app.get(
    '/robots.txt',
    { schema: { tags, summary: 'Reglas para rastreadores', response: { 200: z.string() } } },
    async (_request, reply) =>
      reply
        .header('Cache-Control', CACHE)
        .type('text/plain; charset=utf-8')
        .send(renderRobotsTxt(opts.publicUrl)),
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags,
        summary:
          'Índice del mapa del sitio: páginas y empresas, páginas de aterrizaje con resultados, propiedades',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) =>
      reply
        .header('Cache-Control', CACHE)
        .type(xmlType)
        .send(await renderMainSitemap(app.readDb, opts)),
  );

  app.get(
    '/sitemaps/:file',
    {
      schema: {
        tags,
        summary: 'Archivo del índice del mapa del sitio',
        params: z.object({ file: z.string().describe('pages.xml, landing.xml o properties-{n}.xml') }),
        response: { 200: z.string(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const xml = await renderSitemapFile(app.readDb, request.params.file, opts);
      if (xml === null) throw notFound('Mapa del sitio no encontrado');
      return reply.header('Cache-Control', CACHE).type(xmlType).send(xml);
    },
  );
}
