import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';
import { API_ROOT } from '../../../platform/config/api-root.ts';
import { companies, shownAsCompany } from '../../../platform/db/schema/index.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { matchesIfNoneMatch } from '../../../platform/http/conditional-get.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { currentFeedFile, FEED_PERIOD_MINUTES, type FeedScope } from '../feed-files.ts';

const tags = ['Feeds'];
const xmlType = 'application/xml; charset=utf-8';
/** Aggregators may keep a feed as long as it is not rewritten. */
const FEED_CACHE = `public, max-age=${FEED_PERIOD_MINUTES * 60}`;
const SITE_FEED = 'inmoperu';
const schemaText = readFileSync(path.join(API_ROOT, 'src/features/feeds/data/homes.xsd'), 'utf8');

async function scopeOf(app: AppInstance, slug: string): Promise<FeedScope> {
  if (slug === SITE_FEED) return { name: SITE_FEED };
  const [company] = await app.readDb
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.slug, slug), shownAsCompany));
  if (!company) throw notFound('Feed no encontrado');
  return { name: `company-${company.id}`, companyId: company.id };
}

/** Streams the feed's current file (never read whole into memory), or 304 when the client has it. */
async function sendFeed(app: AppInstance, request: FastifyRequest, reply: FastifyReply, scope: FeedScope) {
  const context = { publicUrl: app.config.publicUrl, fileUrl: (key: string) => app.storage.publicUrl(key) };
  // The file of the row just read may have been replaced (and deleted) by another process: read again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await currentFeedFile(app, context, scope);
    if (!current) break;
    void reply
      .header('Cache-Control', FEED_CACHE)
      .header('ETag', current.etag)
      .header('Last-Modified', (current.generatedAt ?? new Date()).toUTCString());
    if (matchesIfNoneMatch(request, current.etag)) return reply.code(304).send();
    const file = await app.storage.read(current.storageKey);
    if (!file) continue;
    return reply.type(xmlType).header('Content-Length', file.size).send(file.body);
  }
  void reply.header('Retry-After', 60);
  throw new AppError(
    503,
    'service_unavailable',
    'El feed se está generando: vuelve a intentarlo en un minuto',
  );
}

/** The homes feeds for listing aggregators and their XML Schema (docs/product/feeds.md), at the site's root. */
export default async function feedRoutes(app: AppInstance) {
  app.get(
    publicPaths.feedSchema,
    {
      schema: {
        tags,
        summary: 'Esquema XML (XSD) de los feeds de avisos',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=86400').type(xmlType).send(schemaText),
  );

  app.get(
    '/feeds/:file',
    {
      schema: {
        tags,
        summary:
          'Feed XML de avisos (formato «homes» de Trovit/Mitula): inmoperu.xml (todo el sitio) o {slug de la empresa}.xml',
        params: z.object({ file: z.string().describe('inmoperu.xml o {slug}.xml') }),
        response: { 200: z.string(), 304: z.null(), 404: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const slug = /^([a-z0-9][a-z0-9-]{0,199})\.xml$/.exec(request.params.file)?.[1];
      if (!slug) throw notFound('Feed no encontrado');
      return sendFeed(app, request, reply, await scopeOf(app, slug));
    },
  );
}
