import { eq } from 'drizzle-orm';
import { companyManagementMessages } from '@inmuebles/shared/companies/management-schema';
import { companies, type Company, type NewCompany } from '../../../platform/db/schema/index.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { deleteFilesQuietly } from '../../../platform/storage/delete-quietly.ts';
import type { CompanyImageKeys } from './company-images.ts';
import type { CompanyDeps } from './deps.ts';

export type CompanyChanges = Partial<
  Pick<
    NewCompany,
    | 'name'
    | 'about'
    | 'email'
    | 'address'
    | 'website'
    | 'phone'
    | 'socialLinks'
    | 'configuration'
    | 'ruc'
    | 'verifiedAt'
    | 'verifiedById'
    | 'agentRegistryNumber'
    | 'agentRegistryVerifiedAt'
  >
>;

/**
 * Writes changes to one company row: its fields, and images stored beforehand (`newKeys`) or removed
 * (`removeImages`). The row is locked while it is read and updated, so the files it pointed to before are
 * known exactly; they are deleted only once the row points elsewhere. If the write fails, the new files are
 * deleted and the row is unchanged: a refused request changes nothing.
 */
export async function writeCompany(
  deps: CompanyDeps,
  companyId: number,
  changes: CompanyChanges,
  newKeys: CompanyImageKeys = {},
  removeImages: { logo?: boolean; cover?: boolean } = {},
): Promise<Company> {
  let result: { updated: Company; replaced: (string | null)[] } | null;
  try {
    result = await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ logoKey: companies.logoKey, coverKey: companies.coverKey })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('update');
      if (!current) return null;
      const set: Partial<NewCompany> = { ...changes, updatedAt: new Date() };
      const replaced: (string | null)[] = [];
      if (newKeys.logo !== undefined || removeImages.logo) {
        set.logoKey = newKeys.logo ?? null;
        replaced.push(current.logoKey);
      }
      if (newKeys.cover !== undefined || removeImages.cover) {
        set.coverKey = newKeys.cover ?? null;
        replaced.push(current.coverKey);
      }
      const [updated] = await tx.update(companies).set(set).where(eq(companies.id, companyId)).returning();
      return updated ? { updated, replaced } : null;
    });
  } catch (err) {
    await deleteFilesQuietly(deps, Object.values(newKeys));
    throw err;
  }
  if (!result) {
    await deleteFilesQuietly(deps, Object.values(newKeys));
    throw notFound(companyManagementMessages.notFound);
  }
  await deleteFilesQuietly(deps, result.replaced);
  return result.updated;
}
