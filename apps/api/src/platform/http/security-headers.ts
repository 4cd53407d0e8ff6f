import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { stylesheetWaitCspSource } from '../web/stylesheet-wait.ts';

/** Hosts of the base layers the property map offers (streets, satellite, hybrid labels, topographic). */
const mapTileHosts = [
  'https://*.tile.openstreetmap.org',
  'https://server.arcgisonline.com',
  'https://services.arcgisonline.com',
  'https://*.tile.opentopomap.org',
  'https://clarity.maptiles.arcgis.com',
];

/** Players a property video may embed. */
const videoPlayerHosts = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

/**
 * Strict Content-Security-Policy: scripts only from this origin, and inline only one that runs nothing, named
 * by its hash (the session token lives in localStorage, so script injection is the attack to close); images
 * from here and the tile servers, frames only from the video players.
 */
function helmetOptions(opts: { https: boolean; mediaOrigin?: string | undefined }): HelmetOptions {
  const media = opts.mediaOrigin ? [opts.mediaOrigin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Inline, only the script that holds the parser until the styles have come (web/stylesheet-wait.ts).
        scriptSrc: ["'self'", stylesheetWaitCspSource],
        // Leaflet and the company theme set inline style attributes; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...media, ...mapTileHosts],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', ...media],
        frameSrc: videoPlayerHosts,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The map tiles and video players are cross-origin resources we embed on purpose.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: opts.https ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}

/** The headers Helmet writes with these options, collected once from a stand-in response. */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  } as unknown as ServerResponse;
  helmet(options)({} as never, response, () => undefined);
  return [...headers];
}

/**
 * Helmet's headers on every answer. Computed once at start: the same headers as registering
 * @fastify/helmet, which rebuilt Helmet and re-parsed the policy on every request (5% of the server's CPU
 * under bench:load). Set on the raw response in an onRequest hook, as that plugin did.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { https: boolean; mediaOrigin?: string | undefined },
) {
  const headers = helmetHeaders(helmetOptions(opts));
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    raw.removeHeader('X-Powered-By');
    done();
  });
}
