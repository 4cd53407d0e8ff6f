/** An entry of the dashboard sidebar. `end`: highlighted only on the exact address. */
export interface DashboardNavItem {
  to: string;
  label: string;
  end: boolean;
  icon: 'home' | 'building' | 'crane' | 'briefcase' | 'inbox' | 'users' | 'upload' | 'key';
}

/**
 * The sidebar (docs/product/signed-in-area.md §1): Resumen only on exactly /dashboard, Propiedades also on the editor's addresses
 * below it. 'Consultas' is the leads page this product adds to the area.
 */
export const dashboardNavItems: readonly DashboardNavItem[] = [
  { to: '/dashboard', label: 'Resumen', end: true, icon: 'home' },
  { to: '/dashboard/properties', label: 'Propiedades', end: false, icon: 'building' },
  // New developments with their unit types (docs/product/projects.md).
  { to: '/dashboard/projects', label: 'Proyectos', end: false, icon: 'crane' },
  // Bulk entry of the inventory from a file (docs/product/imports.md).
  { to: '/dashboard/import', label: 'Importar', end: false, icon: 'upload' },
  { to: '/dashboard/company', label: 'Empresa', end: false, icon: 'briefcase' },
  { to: '/dashboard/leads', label: 'Consultas', end: false, icon: 'inbox' },
  // Every member sees the team; only company_admins and admins change it (docs/product/teams.md).
  { to: '/dashboard/team', label: 'Equipo', end: false, icon: 'users' },
  // The CRM's API keys and what they wrote (docs/product/partner-api.md).
  { to: '/dashboard/integraciones', label: 'Integraciones', end: false, icon: 'key' },
];

/** Whether `item` is the current section for `pathname` (the rule NavLink applies, usable outside it). */
export function isNavItemActive(item: DashboardNavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return item.end ? path === item.to : path === item.to || path.startsWith(`${item.to}/`);
}

/** The user's own screens, inside the signed-in shell but not sections of the sidebar: the phone bar names them. */
const accountPageTitles: Readonly<Record<string, string>> = {
  '/profile': 'Mi Perfil',
  '/settings': 'Configuración',
};

/** The name the phone bar shows for `pathname`: its sidebar section, else the account screen's title. */
export function sectionTitle(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return dashboardNavItems.find((item) => isNavItemActive(item, path))?.label ?? accountPageTitles[path];
}
