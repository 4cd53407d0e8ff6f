import type { Database } from '../../src/platform/db/client.ts';
import type { Company } from '../../src/platform/db/schema/index.ts';
import { createCompany } from './companies.ts';
import { createSignedInUser } from './users.ts';

export interface RoleSet {
  company: Company;
  otherCompany: Company;
  /** company_admin of `company`. */
  owner: string;
  /** agent of `company`. */
  agent: string;
  /** company_admin of `otherCompany`. */
  stranger: string;
  /** platform admin (no company). */
  admin: string;
}

/** A company with its company_admin and agent, another company's admin, and a platform admin (tokens). */
export async function createRoleSet(db: Database): Promise<RoleSet> {
  const company = await createCompany(db);
  const otherCompany = await createCompany(db);
  const [owner, agent, stranger, admin] = await Promise.all([
    createSignedInUser(db, { role: 'company_admin', companyId: company.id }),
    createSignedInUser(db, { role: 'agent', companyId: company.id }),
    createSignedInUser(db, { role: 'company_admin', companyId: otherCompany.id }),
    createSignedInUser(db, { role: 'admin' }),
  ]);
  return {
    company,
    otherCompany,
    owner: owner.token,
    agent: agent.token,
    stranger: stranger.token,
    admin: admin.token,
  };
}
