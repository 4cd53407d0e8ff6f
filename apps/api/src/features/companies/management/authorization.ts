import type { Company, User } from '../../../platform/db/schema/index.ts';
import { isMemberOf } from './membership.ts';

/*
 * Who may do what with a company (docs/decisions.md, "Roles"). Unlike a property, a company's page is public,
 * so a refusal is a 403, not a 404: there is nothing to hide about its existence.
 */

type Actor = Pick<User, 'role' | 'companyId'> | null;

/** Edit the profile, logo, cover and visual configuration: an admin any company, a company_admin their own. */
export function canEditCompany(user: Actor, company: Pick<Company, 'id'>): boolean {
  return user?.role === 'admin' || (user?.role === 'company_admin' && isMemberOf(user, company.id));
}

/** Read the dashboard's stats and analytics: the company's members (agents included) and admins. */
export function canViewCompanyStats(user: Actor, company: Pick<Company, 'id'>): boolean {
  return user?.role === 'admin' || isMemberOf(user, company.id);
}

/** Create and delete companies: platform administrators only. */
export function canAdministerCompanies(user: Actor): boolean {
  return user?.role === 'admin';
}
