import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../src/platform/db/client.ts';
import { companies, type Company, type NewCompany } from '../../src/platform/db/schema/index.ts';

/**
 * A company with a unique name and slug and the default configuration; any column can be overridden
 * (contact data, social links, configuration as stored jsonb...). Properties: `buildProperty` in
 * properties.ts (which calls this when it needs an owner).
 */
export async function createCompany(db: DbOrTx, overrides: Partial<NewCompany> = {}): Promise<Company> {
  const unique = randomUUID().slice(0, 8);
  const [company] = await db
    .insert(companies)
    .values({ name: `Inmobiliaria ${unique}`, slug: `inmobiliaria-${unique}`, ...overrides })
    .returning();
  if (!company) throw new Error('createCompany: no row returned');
  return company;
}
