import { socialNetworks } from '@inmuebles/shared/companies/company-schema';
import type { CompanyCreateValues } from '@inmuebles/shared/companies/management-schema';
import { nextFreeSlug } from './registration-company.ts';
import { isUniqueViolation } from '../../../platform/db/postgres-errors.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { companies, type Company, type SocialLinks } from '../../../platform/db/schema/index.ts';
import { slugBase } from '../../../platform/runtime/slug.ts';

/** Attempts before giving up when another request takes the same slug at the same moment. */
const SLUG_ATTEMPTS = 3;

const orNull = (value: string | null | undefined): string | null => (value ? value : null);

/** `POST /companies` (admin): a company with a free slug from its name and the default configuration. */
export async function createCompany(db: DbOrTx, values: CompanyCreateValues): Promise<Company> {
  const socialLinks: SocialLinks = {};
  for (const network of socialNetworks) {
    const link = orNull(values.social_links?.[network]);
    if (link) socialLinks[network] = link;
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      const [company] = await db
        .insert(companies)
        .values({
          name: values.name,
          slug: await nextFreeSlug(db, slugBase(values.name, 'empresa')),
          about: orNull(values.about),
          email: orNull(values.email),
          address: orNull(values.address),
          website: orNull(values.website),
          phone: orNull(values.phone),
          agentRegistryNumber: values.agent_registry_number ?? null,
          socialLinks,
        })
        .returning();
      if (!company) throw new Error('createCompany: no row returned');
      return company;
    } catch (err) {
      if (attempt >= SLUG_ATTEMPTS || !isUniqueViolation(err, 'companies_slug_unique')) throw err;
    }
  }
}
