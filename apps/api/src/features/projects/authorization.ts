import type { User } from '../../platform/db/schema/index.ts';
import { isMemberOf } from '../companies/public.ts';

/*
 * Who may manage a project: the properties' rule (docs/decisions.md, "Roles"): an admin any project, a
 * company_admin or an agent their company's. A refusal is answered 404, as for a missing project.
 */

type Actor = Pick<User, 'role' | 'companyId'> | null;

export function canManageProject(user: Actor, project: { companyId: number }): boolean {
  return user?.role === 'admin' || isMemberOf(user, project.companyId);
}

/** Whose projects the dashboard lists: an admin any company's (or all), a member their own, others none. */
export function managedProjectScope(user: Actor, requested: number | undefined): number | 'all' | null {
  if (user?.role === 'admin') return requested ?? 'all';
  if (user?.companyId && user.role !== 'user') return user.companyId;
  return null;
}
