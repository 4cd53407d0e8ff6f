import type { User } from '../../platform/db/schema/index.ts';
import { isMemberOf } from '../companies/public.ts';

/*
 * Who may do what with a company's team (docs/product/teams.md). Unlike the public company page, a team is
 * private: anyone outside the company gets 404, never a hint that a member or an invitation exists.
 */

type Actor = Pick<User, 'role' | 'companyId'> | null;

/** See the members list: the company's members (agents read-only) and admins. */
export function canViewTeam(user: Actor, companyId: number): boolean {
  return user?.role === 'admin' || isMemberOf(user, companyId);
}

/** Invite, change roles, deactivate, reassign, change the team setting: company_admin of it, or admin. */
export function canManageTeam(user: Actor, companyId: number): boolean {
  return user?.role === 'admin' || (user?.role === 'company_admin' && isMemberOf(user, companyId));
}
