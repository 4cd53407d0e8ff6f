import { buildLoginUrl, getSafeReturnUrl } from '@/lib/auth-redirect';

/*
 * Where a new account goes once confirmed and signed in (a guest's "Guardar búsqueda": the listing with
 * `guardar=1`). The confirmation link in the e-mail knows nothing of it and usually opens in another tab, so
 * the address waits in this browser's localStorage, for as long as the link is valid.
 */

const storageKey = 'return_after_confirmation';
/** The confirmation link's validity (24 h): a later visit is another story. */
const maxAgeMs = 24 * 60 * 60 * 1000;

/** Remembers `returnUrl` (ignored unless it is a safe in-app path) for the login after the confirmation. */
export function rememberReturnAfterConfirmation(returnUrl: string | null): void {
  const safe = getSafeReturnUrl(returnUrl);
  if (!safe) return;
  localStorage.setItem(storageKey, JSON.stringify({ url: safe, savedAt: Date.now() }));
}

/** The remembered address, or null when none, expired or unreadable. */
export function readReturnAfterConfirmation(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as {
      url?: unknown;
      savedAt?: unknown;
    } | null;
    if (!stored || typeof stored.url !== 'string' || typeof stored.savedAt !== 'number') return null;
    if (Date.now() - stored.savedAt > maxAgeMs) return null;
    return getSafeReturnUrl(stored.url);
  } catch {
    return null;
  }
}

/** Drops the remembered address (used once the person has signed in). */
export function forgetReturnAfterConfirmation(): void {
  localStorage.removeItem(storageKey);
}

/** The login address after registering or confirming: with the return when there is one. */
export function loginUrlAfterConfirmation(returnUrl: string | null, extra = ''): string {
  const safe = getSafeReturnUrl(returnUrl);
  const base = safe ? buildLoginUrl(safe) : '/login';
  if (!extra) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${extra}`;
}
