/*
 * Whether the app is still taking over the server's markup (hydrateRoot in start-app.tsx) rather than
 * drawing its own: sections hydrated late (components/lazy-near.tsx) keep the server's HTML only then.
 * start-app.tsx sets it before hydrating; app/layout/markup-taken-over.tsx clears it once the screen is the app's.
 */
let hydrating = false;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

export function isHydrating(): boolean {
  return hydrating;
}
