/*
 * Which addresses a company's CSS may load. Only its own uploads (same origin, so no tracking of visitors
 * by a third party and no request to an API route with side effects, such as a property view) and inline
 * raster images. Everything else (other hosts, protocol-relative `//host`, `javascript:`, `data:text/html`,
 * SVG, which can carry script) is refused, and the declaration that holds it is dropped.
 */

/** `/uploads/` followed by plain path segments: no `..`, no `%` (which could encode one), no `\` or `?`. */
const UPLOAD_PATH = /^\/uploads\/[a-z0-9._~-]+(?:\/[a-z0-9._~-]+)*$/i;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|webp|gif);base64,[a-z0-9+/]+={0,2}$/i;

/** True when CSS may reference `url` (already unescaped by the parser). */
export function isAllowedCssUrl(url: string): boolean {
  const value = url.trim();
  if (DATA_IMAGE.test(value)) return true;
  if (!UPLOAD_PATH.test(value)) return false;
  return !value.split('/').some((segment) => segment === '.' || segment === '..');
}
