/*
 * The addresses the web app draws a screen for (apps/web/src/app/routes.tsx; a test there holds the two
 * together). The server answers any other address of the site with HTTP 404 and `noindex` (the app then goes
 * to `/`), so search engines see no soft 404. Landing pages are not here: their resolver knows which exist.
 */
const appRoutePatterns: readonly RegExp[] = [
  /^\/$/,
  /^\/propiedades$/,
  /^\/proyectos$/,
  /^\/proyecto\/[^/]+$/,
  /^\/(propiedad|properties|property)\/[^/]+$/,
  /^\/empresa(\/[^/]+)?$/,
  /^\/(login|register|forgot-password)$/,
  /^\/auth\/(confirm-email|reset-password)$/,
  /^\/invitacion\/[^/]+$/,
  /^\/alertas\/baja$/,
  /^\/(mis-favoritos|busquedas-guardadas|mis-consultas|admin|profile|settings)$/,
  // An owner's listings, "Publicar mi inmueble" and the edit of one (docs/product/owners.md).
  /^\/mis-inmuebles(\/nuevo|\/editar\/[^/]+)?$/,
  // The signed-in area: a guest is sent to sign in, a member's unknown section back to the panel.
  /^\/dashboard(\/.*)?$/,
];

/** True when the web app has a screen at `pathname` (a trailing slash allowed). */
export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return appRoutePatterns.some((pattern) => pattern.test(path));
}
