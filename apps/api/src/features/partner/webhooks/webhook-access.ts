import type { User } from '../../../platform/db/schema/index.ts';

type Actor = Pick<User, 'role' | 'companyId'>;

/*
 * Who manages a company's webhook: its company_admin only (the secret signs what the CRM trusts). An agent
 * of the company is told who can (403); anyone else finds nothing (404), as for another company's keys.
 */

export function canManageWebhook(user: Actor, companyId: number): boolean {
  return user.role === 'company_admin' && user.companyId === companyId;
}

export function isCompanyMember(user: Actor, companyId: number): boolean {
  return user.companyId === companyId;
}
