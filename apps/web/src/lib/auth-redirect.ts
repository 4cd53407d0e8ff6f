import { isSearcher } from '@inmuebles/shared/users/roles';
import { useLocation, useSearchParams } from '@/lib/router';
import { useCurrentUser } from './session';
import { siteOrigin } from './site-origin';

/** Path of the sign-in screen. */
export const loginPath = '/login';

/** The sign-in address that brings the user back to `returnUrl` afterwards. */
export function buildLoginUrl(returnUrl: string): string {
  return `${loginPath}?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/**
 * True when the text holds a control character (C0, DEL, C1) or white space of any kind. Browsers drop tabs
 * and line breaks from an address before reading it, so `/\t/evil.example` is `//evil.example` to them; an
 * in-app address never holds any of these raw.
 */
function hasControlOrSpace(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || /\s/u.test(char)) return true;
  }
  return false;
}

/** Not an absolute path, or one that starts a new host (`//host`), or a backslash, which browsers read as `/`. */
const isUnsafePath = (path: string) => !path.startsWith('/') || path.startsWith('//') || path.includes('\\');

/** The path with its percent-escapes decoded, or null when they are malformed. */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * The one check of a return address (`returnUrl` of /login, the one kept through registration), before
 * anything navigates to it: an address inside this site, as path, query and fragment, else null. The value
 * must be an absolute path without control characters, white space or backslashes; it is then resolved
 * against the site's origin, and must stay on that origin with a path that, decoded, still starts a path
 * (a dot segment or an escaped slash cannot turn it into `//host`). Guards against open redirects
 * through the sign-in link.
 */
export function getSafeReturnUrl(value: string | null | undefined): string | null {
  if (!value || hasControlOrSpace(value) || isUnsafePath(value)) return null;
  // While the server renders no origin may be known: any fixed one serves to tell paths from hosts.
  const origin = siteOrigin() || 'http://localhost';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const decoded = decodedPath(url.pathname);
  if (decoded === null || hasControlOrSpace(decoded) || isUnsafePath(decoded)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a signed-in visitor of a guest-only screen goes: the safe `returnUrl` of the address, or home. */
export function useReturnTarget(): string {
  const [searchParams] = useSearchParams();
  return getSafeReturnUrl(searchParams.get('returnUrl')) ?? '/';
}

/** Where a company member starts once signed in: their panel. */
const panelPath = '/dashboard';

/**
 * The router state of a link to the sign-in screen that remembers the page it was followed from, so a
 * searcher comes back to it (a soft return: unlike `returnUrl`, a company member still goes to the panel).
 */
export function signInFromState(pathname: string, search: string): { from: string } {
  return { from: `${pathname}${search}` };
}

function fromOf(state: unknown): string | null {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : null;
  return typeof from === 'string' ? from : null;
}

/**
 * Where a signed-in visitor of a guest-only screen goes: the safe `returnUrl` of the address (the page that
 * asked for the sign-in); else a company member's panel; else the page the sign-in link was followed from,
 * or home.
 */
export function useSignInTarget(): string {
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const user = useCurrentUser();
  const asked = getSafeReturnUrl(searchParams.get('returnUrl'));
  if (asked) return asked;
  if (user && !isSearcher(user)) return panelPath;
  return getSafeReturnUrl(fromOf(state)) ?? '/';
}
