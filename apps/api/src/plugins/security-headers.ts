import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Hosts of the base layers the property map offers (streets, satellite, hybrid labels, topographic). */
export const mapTileHosts = [
  'https://*.tile.openstreetmap.org',
  'https://server.arcgisonline.com',
  'https://services.arcgisonline.com',
  'https://*.tile.opentopomap.org',
  'https://clarity.maptiles.arcgis.com',
];

/** Players a property video may embed. */
export const videoPlayerHosts = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

/**
 * Strict Content-Security-Policy: scripts only from this origin (the session token lives in
 * localStorage, so script injection is the attack to close), images from here and the tile servers,
 * frames only from the video players.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { https: boolean; mediaOrigin?: string | undefined },
) {
  const media = opts.mediaOrigin ? [opts.mediaOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  });
}
