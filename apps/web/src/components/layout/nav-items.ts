/**
 * A link of the site header. `end` marks links active only on an exact match; `state` travels with the
 * navigation (the sign-in link's page of origin).
 */
export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  state?: unknown;
}

/** Links every visitor sees. */
export const publicNavItems: readonly NavItem[] = [
  { to: '/', label: 'Inicio', end: true },
  { to: '/propiedades', label: 'Propiedades' },
  { to: '/proyectos', label: 'Proyectos' },
  { to: '/empresa', label: 'Empresas' },
];

/** Links of the signed-in user's menu. */
const userMenuItems: readonly NavItem[] = [
  { to: '/profile', label: 'Ver Perfil' },
  { to: '/settings', label: 'Configuración' },
  { to: '/dashboard', label: 'Panel' },
];

/** The menu of a searcher (role `user`, docs/product/searcher-accounts.md): no dashboard, no profile page. */
export const searcherMenuItems: readonly NavItem[] = [
  { to: '/mis-favoritos', label: 'Mis favoritos' },
  { to: '/busquedas-guardadas', label: 'Búsquedas guardadas' },
  { to: '/mis-consultas', label: 'Mis consultas' },
  { to: '/mis-inmuebles', label: 'Mis inmuebles' },
  { to: '/settings', label: 'Configuración' },
];

/** A searcher's way to publish their own home as "dueño directo" (docs/product/owners.md). */
export const ownerPublishItem: NavItem = { to: '/mis-inmuebles/nuevo', label: 'Publicar mi inmueble' };

/** The user menu's links for this role. */
export function menuItemsFor(role: string | null | undefined): readonly NavItem[] {
  return role === 'user' ? [...searcherMenuItems, ownerPublishItem] : userMenuItems;
}

/** Class names of a header link, highlighted when it matches the current address. */
export function navLinkStyles({ isActive }: { isActive: boolean }): string {
  const base =
    'rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500';
  return isActive
    ? `${base} bg-blue-50 text-blue-700`
    : `${base} text-slate-600 hover:bg-slate-100 hover:text-slate-900`;
}
