import { count, eq } from 'drizzle-orm';
import { companyManagementMessages } from '@inmuebles/shared/companies/management-schema';
import { companies, properties, users } from '../../../platform/db/schema/index.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { companyPrefix, propertyPrefix } from '../../../platform/media/keys.ts';
import type { CompanyDeps } from './deps.ts';

/**
 * `DELETE /companies/{id}` (admin). Deleting the row cascades to its properties (and their details,
 * offers, photo rows, views and favourites), its contact requests and its activity feed. Users are NOT
 * deleted by the database: their company_id would silently become null, leaving a company_admin or agent
 * with an account that manages nothing, and taking a live agency's whole catalogue with it. So a company
 * that still has users is refused (409) with a Spanish message; the admin reassigns or removes them first.
 * Files (logo, cover, property photos and videos) are removed after the commit, so a rolled-back delete
 * never loses them; a storage failure only leaves orphans (logged).
 */
export async function deleteCompany(deps: CompanyDeps, companyId: number): Promise<void> {
  const propertyIds = await deps.db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!company) throw notFound(companyManagementMessages.notFound);
    const [members] = await tx.select({ count: count() }).from(users).where(eq(users.companyId, companyId));
    if ((members?.count ?? 0) > 0) {
      throw new AppError(409, 'company_has_members', companyManagementMessages.hasMembers);
    }
    const owned = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.companyId, companyId));
    await tx.delete(companies).where(eq(companies.id, companyId));
    return owned.map((row) => row.id);
  });
  for (const prefix of [companyPrefix(companyId), ...propertyIds.map(propertyPrefix)]) {
    try {
      await deps.storage.deletePrefix(prefix);
    } catch (err) {
      deps.log.error({ err, prefix }, 'company deleted but some of its files could not be removed');
    }
  }
}
