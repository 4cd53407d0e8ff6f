import { useSyncExternalStore } from 'react';
import { SIGNED_IN_COOKIE } from '@inmuebles/shared/auth/signed-in-cookie';
import { parsePublicUser } from '@inmuebles/shared/users/parse-public-user';
import type { PublicUser, PublicUserInput } from '@inmuebles/shared/users/user-schema';

/** Browser storage keys named by the spec. */
export const storageKeys = {
  token: 'auth_token',
  user: 'user',
  notificationSettings: 'notification_settings',
} as const;

/** A signed-in session: the opaque bearer token and the user it belongs to. */
export interface Session {
  token: string;
  user: PublicUser;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let current: Session | null = readStoredSession();
markSignedIn(current !== null);

/** Keeps the signed-in cookie in step with the stored session (see SIGNED_IN_COOKIE). */
function markSignedIn(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${SIGNED_IN_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=31536000${secure}`
    : `${SIGNED_IN_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0${secure}`;
}

function clearStoredSession(): void {
  localStorage.removeItem(storageKeys.token);
  localStorage.removeItem(storageKeys.user);
}

/** Reads the stored session; half-written, unparseable or invalid data clears both keys. */
function readStoredSession(): Session | null {
  // Rendered on the server (entry-server.tsx): there is no storage, the visitor is a guest.
  if (typeof localStorage === 'undefined') return null;
  const token = localStorage.getItem(storageKeys.token);
  const rawUser = localStorage.getItem(storageKeys.user);
  if (!token && !rawUser) return null;
  try {
    const user = parsePublicUser(JSON.parse(rawUser ?? 'null'));
    if (token && user) return { token, user };
  } catch {
    // Not JSON: handled like any other invalid stored user below.
  }
  clearStoredSession();
  return null;
}

function setSession(next: Session | null): void {
  current = next;
  markSignedIn(next !== null);
  listeners.forEach((listener) => listener());
}

/** The current session, or null for a guest. */
export function getSession(): Session | null {
  return current;
}

/** The stored bearer token, or null for a guest. */
export function getAuthToken(): string | null {
  return current?.token ?? null;
}

function validUser(user: PublicUserInput): PublicUser {
  const parsed = parsePublicUser(user);
  if (!parsed) throw new Error('El servidor devolvió un usuario inválido');
  return parsed;
}

/** Starts a session after login: stores token and user (validated) and notifies subscribers. */
export function signIn(token: string, user: PublicUserInput): void {
  const parsed = validUser(user);
  endingToken = null;
  localStorage.setItem(storageKeys.token, token);
  localStorage.setItem(storageKeys.user, JSON.stringify(parsed));
  setSession({ token, user: parsed });
}

/** The token of the session the user last asked to end (a logout), until the next sign-in; or null. */
let endingToken: string | null = null;

/** Marks the current session as ending: from now on, a 401 to a call made with it is expected. */
export function beginSignOut(): void {
  endingToken = getAuthToken();
}

/**
 * True when a 401 to a call made with `token` (null: as a guest) says nothing about a live session: another
 * session (or none) has taken over, the user has asked to end it, or the call was made as a guest after a
 * logout (what the screen being left refetches as the cache is dropped).
 */
export function isEndedSession(token: string | null): boolean {
  if (token === null) return endingToken !== null;
  return getAuthToken() !== token || endingToken === token;
}

/** Ends the local session: removes token and user, keeps `notification_settings`. */
export function signOut(): void {
  clearStoredSession();
  if (current !== null) setSession(null);
}

/** Replaces the stored user (after a profile or avatar change); ignored for a guest. */
export function updateUser(user: PublicUserInput): void {
  if (!current) return;
  const parsed = validUser(user);
  localStorage.setItem(storageKeys.user, JSON.stringify(parsed));
  setSession({ token: current.token, user: parsed });
}

/** Re-reads browser storage (start-up, another tab, tests). */
export function reloadSession(): void {
  setSession(readStoredSession());
}

/** Calls `listener` after every session change; returns the unsubscribe function. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes storage; follow it so both tabs agree (in a browser only: the
// server renders pages too, entry-server.tsx).
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKeys.token || event.key === storageKeys.user)
      reloadSession();
  });

/** The current session, re-rendering on change. */
function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The signed-in user, or null for a guest. */
export function useCurrentUser(): PublicUser | null {
  return useSession()?.user ?? null;
}

/** True while a user is signed in. */
export function useIsAuthenticated(): boolean {
  return useSession() !== null;
}
