import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_COOKIE } from '@inmuebles/shared/auth/signed-in-cookie';
import { isAppRoute } from '@inmuebles/shared/paths/app-routes';
import type { AppInstance } from '../runtime/app-instance.ts';
import { sendCompressed } from '../http/compression.ts';
import { errorBody } from '../http/errors.ts';
import { isPageNotFound, PageMetaRegistry } from './page-meta.ts';
import { defaultPageMeta, notFoundPageMeta } from './default-page-meta.ts';
import { BuiltPages, type PageParts } from './built-pages.ts';
import { renderHeadTags, renderIndexHtml } from './render-index.ts';
import { renderFirstViewScript, type FirstView } from './first-view-script.ts';
import { routePreloads } from './route-preloads.ts';
import { withStylesheetWait } from './stylesheet-wait.ts';
import { loadServerRenderer } from './server-render.ts';

const legacyPropertyPaths = /^\/(?:properties|property)\/([^/?#]+)\/?(\?.*)?$/;
/** A company's own page: it draws the company's header, not the site's (apps/web root-layout.tsx). */
const companyPage = /\/empresa\//;

/**
 * Serves the built single-page app: hashed assets with a long cache, and index.html (with the page's
 * metadata for crawlers) for every client route. Unknown /api paths answer a JSON 404.
 */
/** The data of a page's first view (first-view.ts), which the features that own the pages compute. */
export type FirstViewResolver = (
  app: AppInstance,
  pathname: string,
  search: string,
) => Promise<FirstView | null>;

export async function registerWebApp(
  app: AppInstance,
  opts: { distDir: string; publicUrl: string; resolveFirstView: FirstViewResolver },
) {
  const pageMeta = new PageMetaRegistry();
  app.decorate('pageMeta', pageMeta);
  const indexPath = path.join(opts.distDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  // Read once: the build does not change while the process runs.
  const template = hasBuild ? withStylesheetWait(readFileSync(indexPath, 'utf8')) : null;
  const preloadsFor = routePreloads(opts.distDir);
  // Each address's page as last built, sent again while its parts are the same (platform/web/built-pages.ts).
  const builtPages = new BuiltPages();
  const renderer = hasBuild
    ? await loadServerRenderer(opts.distDir, opts.publicUrl, (err) =>
        app.log.error({ err }, 'server-rendering bundle failed to load; pages are served with the shell'),
      )
    : null;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build wrote .br and .gz copies beside the text files (scripts/precompress.mjs): sent as they are.
      preCompressed: true,
      setHeaders(res, filePath) {
        // The same address answers brotli, gzip or plain by Accept-Encoding: caches must key on it.
        res.setHeader('Vary', 'Accept-Encoding');
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  // The canonical property address is /propiedad/{slug}; the spec's other two readings redirect to it.
  app.get('/properties/:slug', redirectToCanonical);
  app.get('/property/:slug', redirectToCanonical);

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send(errorBody('not_found', 'Ruta no encontrada'));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(errorBody('not_found', 'Ruta no encontrada'));
    }
    if (!template) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('La aplicación web no está construida. Ejecuta "npm run build" o "npm start".');
    }
    const meta = await orNothing(request, 'page metadata', () => pageMeta.resolve(pathname));
    // A resolver that knows the address names nothing, or an address the app has no screen for: the same
    // page (the app shows its not-found state or goes home), 404, so crawlers see no soft 404.
    const notFound = isPageNotFound(meta) || (meta === null && !isAppRoute(pathname));
    reply
      .status(notFound ? 404 : 200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8');
    const search = request.url.slice(pathname.length).replace(/^\?$/, '');
    const head = notFound ? notFoundPageMeta() : (meta ?? defaultPageMeta(pathname, search));
    const view = notFound
      ? null
      : await orNothing(request, 'first view data', () => opts.resolveFirstView(app, pathname, search));
    // The markup only for the address exactly as the app will read it (no parameters to account for), and
    // only for a guest: the app draws a signed-in visitor's page itself (SIGNED_IN_COOKIE).
    const forGuest = request.cookies?.[SIGNED_IN_COOKIE] !== '1';
    const markup =
      view && renderer && search === '' && forGuest
        ? await orNothing(request, 'server render', () => renderer.render(pathname, view))
        : null;
    const pageHead = { ...head, preloadImage: head.preloadImage ?? view?.preloadImage };
    const parts: PageParts = {
      headTags: renderHeadTags(pageHead, opts.publicUrl),
      preloads: notFound ? '' : preloadsFor(pathname),
      siteHeader: !companyPage.test(pathname),
      answers: view?.entries.map((entry) => entry.json) ?? [],
      markup,
    };
    // Guests and signed-in visitors apart: their pages differ (the markup), and would replace each other.
    const page = builtPages.get(`${forGuest ? 'guest' : 'member'} ${pathname}${search}`, parts, () =>
      renderIndexHtml(template, parts.headTags, {
        head: parts.preloads,
        body: view && view.entries.length > 0 ? renderFirstViewScript(view) : '',
        siteHeader: parts.siteHeader,
        markup,
      }),
    );
    return sendCompressed(request, reply, page.html, page.bytes);
  });
}

/**
 * What `load` gives, or null when it fails: the page's metadata, its first view's data and its markup
 * each only improve the page, so a failure costs that part (logged as `what`), never the page.
 */
async function orNothing<T>(
  request: FastifyRequest,
  what: string,
  load: () => Promise<T | null>,
): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    request.log.warn({ err }, `${what} failed; serving the page without it`);
    return null;
  }
}

async function redirectToCanonical(request: FastifyRequest, reply: FastifyReply) {
  const match = legacyPropertyPaths.exec(request.url);
  const slug = match?.[1] ?? '';
  const query = match?.[2] ?? '';
  return reply.redirect(`/propiedad/${slug}${query}`, 301);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-route metadata resolvers for the server-rendered <head> of public pages. */
    pageMeta: PageMetaRegistry;
  }
}
