/** A place in the app: what the address bar holds after the origin. */
export interface Path {
  /** Starts with "/". */
  pathname: string;
  /** "" or "?…". */
  search: string;
  /** "" or "#…". */
  hash: string;
}

/**
 * Where a link or a navigation goes: "/propiedades?page=2" (absolute), "?page=2" or "#fotos" (the current
 * page with another query or fragment), "editar" or "../x" (segments from the current path), or the
 * parts of a Path.
 */
export type To = string | Partial<Path>;

/** Splits "/a?b=1#c" into its parts; a part that is absent stays absent. */
export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/** A bare "?" or "#" is no query or fragment at all. */
const normalizeSearch = (search = '') =>
  search === '?' ? '' : search && !search.startsWith('?') ? `?${search}` : search;
const normalizeHash = (hash = '') => (hash === '#' ? '' : hash && !hash.startsWith('#') ? `#${hash}` : hash);

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return `${pathname}${normalizeSearch(search)}${normalizeHash(hash)}`;
}

/** Applies relative segments ("x", ".", "..") to an absolute pathname. */
function resolvePathname(relative: string, from: string): string {
  const segments = from.replace(/\/+$/, '').split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.' && segment !== '') {
      segments.push(segment);
    }
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/**
 * The Path `to` leads to from `from`: an absolute pathname as it is; without a pathname, the current one
 * (so "?page=2" stays on the page and drops its fragment, as a browser does); a relative pathname from
 * the current path's segments.
 */
export function resolveTo(to: To, from: Path): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const pathname =
    parts.pathname === undefined || parts.pathname === ''
      ? from.pathname
      : parts.pathname.startsWith('/')
        ? parts.pathname
        : resolvePathname(parts.pathname, from.pathname);
  const keepsSearch = (parts.pathname === undefined || parts.pathname === '') && parts.search === undefined;
  return {
    pathname,
    search: normalizeSearch(keepsSearch ? from.search : parts.search),
    hash: normalizeHash(parts.hash),
  };
}
