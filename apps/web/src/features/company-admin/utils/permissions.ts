import type { PublicUser } from '@inmuebles/shared/users/user-schema';

/**
 * Who may edit a company's profile, images and look (docs/decisions.md roles): an admin, or the company_admin
 * of that company. Agents see the screen without edit controls; the server enforces the same rule.
 */
export function canEditCompany(user: Pick<PublicUser, 'role' | 'company_id'>, companyId: number): boolean {
  return user.role === 'admin' || (user.role === 'company_admin' && user.company_id === companyId);
}
