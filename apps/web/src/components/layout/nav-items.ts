/** A link of the site header. `end` marks links active only on an exact match. */
export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

/** Links every visitor sees. */
export const publicNavItems: readonly NavItem[] = [
  { to: '/', label: 'Inicio', end: true },
  { to: '/propiedades', label: 'Propiedades' },
];

/** Links of the signed-in user's menu. */
export const userMenuItems: readonly NavItem[] = [
  { to: '/profile', label: 'Ver Perfil' },
  { to: '/settings', label: 'Configuración' },
  { to: '/dashboard', label: 'Dashboard' },
];

/** Class names of a header link, highlighted when it matches the current address. */
export function navLinkStyles({ isActive }: { isActive: boolean }): string {
  const base =
    'rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500';
  return isActive
    ? `${base} bg-blue-50 text-blue-700`
    : `${base} text-slate-600 hover:bg-slate-100 hover:text-slate-900`;
}
