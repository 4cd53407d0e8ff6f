/**
 * Roles a signed-in user can hold, in decreasing order of reach. `user` is a person looking for a home
 * (docs/product/searcher-accounts.md): no company, never a company or management endpoint.
 */
export const roles = ['admin', 'company_admin', 'agent', 'user'] as const;

/** One of the {@link roles}. */
export type Role = (typeof roles)[number];

/** Spanish label of each role, as shown to users. */
export const roleLabels: Record<Role, string> = {
  admin: 'Administrador',
  company_admin: 'Administrador de empresa',
  agent: 'Agente',
  user: 'Usuario',
};

/** The minimal shape the role helpers need: anything with an optional role. */
export interface WithRole {
  role?: string | null;
}

/** True when `value` is one of the known {@link roles}. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** True when the user exists and holds exactly `role`. */
export function hasRole(user: WithRole | null | undefined, role: Role): boolean {
  return user?.role === role;
}

/** True when the user exists and holds any of `allowed`. */
export function hasAnyRole(user: WithRole | null | undefined, allowed: readonly Role[]): boolean {
  const role = user?.role;
  return isRole(role) && allowed.includes(role);
}

/** True for a platform administrator. */
export function isAdmin(user: WithRole | null | undefined): boolean {
  return hasRole(user, 'admin');
}

/** True for the administrator of a company. */
export function isCompanyAdmin(user: WithRole | null | undefined): boolean {
  return hasRole(user, 'company_admin');
}

/** True for an agent of a company. */
export function isAgent(user: WithRole | null | undefined): boolean {
  return hasRole(user, 'agent');
}

/** True for a person looking for a home: an account without company (docs/product/searcher-accounts.md). */
export function isSearcher(user: WithRole | null | undefined): boolean {
  return hasRole(user, 'user');
}
