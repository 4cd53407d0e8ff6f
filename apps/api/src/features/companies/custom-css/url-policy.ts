/*
 * Which addresses a company's CSS may load. Only its own uploads (same origin, so no tracking of visitors
 * by a third party and no request to an API route with side effects, such as a property view) and inline
 * raster images. Everything else (other hosts, protocol-relative `//host`, `javascript:`, `data:text/html`,
 * SVG, which can carry script) is refused, and the declaration that holds it is dropped.
 */

/** `/uploads/` followed by plain path segments: no `..`, no `%` (which could encode one), no `\` or `?`. */
const UPLOAD_PATH = /^\/uploads\/[a-z0-9._~-]+(?:\/[a-z0-9._~-]+)*$/i;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|webp|gif);base64,[a-z0-9+/]+={0,2}$/i;

/**
 * The uploads' public base when a CDN serves them (MEDIA_BASE_URL): the same files, at that address. Set
 * once at boot from the configuration (app.ts), like the CSP that lets the browser load from it.
 */
let mediaBase: string | undefined;

export function configureMediaBase(base: string | undefined): void {
  mediaBase = base?.replace(/\/$/, '');
}

/** True when CSS may reference `url` (already unescaped by the parser). */
export function isAllowedCssUrl(url: string): boolean {
  let value = url.trim();
  if (DATA_IMAGE.test(value)) return true;
  // The CDN's address of an upload is checked as the same path under /uploads/.
  if (mediaBase && value.startsWith(`${mediaBase}/`)) value = `/uploads/${value.slice(mediaBase.length + 1)}`;
  if (!UPLOAD_PATH.test(value)) return false;
  return !value.split('/').some((segment) => segment === '.' || segment === '..');
}
