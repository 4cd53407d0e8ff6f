import type { User } from '../../../platform/db/schema/index.ts';

type Actor = Pick<User, 'role' | 'companyId'>;

/*
 * Who may do what with a company's partner keys (docs/product/partner-api.md, "Claves"): a company_admin
 * creates, lists and revokes their company's; an admin sees and revokes every company's keys but creates
 * none (a key acts in its creator's name, who must belong to the company). Refusals answer 404 for another
 * company, as everywhere in the signed-in area.
 */

export function canCreateApiKey(user: Actor, companyId: number): boolean {
  return user.role === 'company_admin' && user.companyId === companyId;
}

export function canManageApiKeys(user: Actor, companyId: number): boolean {
  return user.role === 'admin' || canCreateApiKey(user, companyId);
}
