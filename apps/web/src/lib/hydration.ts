/*
 * Whether the screen being drawn is the one the server drew (hydrateRoot in start-app.tsx), whose sections
 * hydrated late (components/lazy-near.tsx) keep the server's HTML until they are near. It stays so after
 * the first commit, since those sections hydrate later, and ends at the first move to another address
 * (read here, before that screen renders, and in app/layout/markup-taken-over.tsx).
 */
let serverPath: string | null = null;

/** start-app.tsx, before hydrating the server's markup. */
export function startHydrating(): void {
  serverPath = window.location.pathname;
}

export function stopHydrating(): void {
  serverPath = null;
}

export function isHydrating(): boolean {
  if (serverPath !== null && (typeof window === 'undefined' || window.location.pathname !== serverPath))
    serverPath = null;
  return serverPath !== null;
}
