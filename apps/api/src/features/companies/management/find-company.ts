import { companyManagementMessages } from '@inmuebles/shared/companies/management-schema';
import { findCompanyByIdOrSlug } from '../companies-repository.ts';
import type { DbOrTx } from '../../../platform/db/client.ts';
import type { Company } from '../../../platform/db/schema/index.ts';
import { notFound } from '../../../platform/http/errors.ts';

/** Longer than any slug the app creates (80) or any id: such an address names nothing. */
const MAX_ID_OR_SLUG_LENGTH = 120;

/**
 * The company the public pages name: as findCompanyOr404, and also 404 for an owner's company, which is
 * never shown as a company (docs/decisions.md "Owners").
 */
export async function findPublicCompanyOr404(db: DbOrTx, idOrSlug: string): Promise<Company> {
  const company = await findCompanyOr404(db, idOrSlug);
  if (company.kind === 'owner') throw notFound(companyManagementMessages.notFound);
  return company;
}

/** The company `{id}` names (numeric id or slug), or 404 'Empresa no encontrada'. */
export async function findCompanyOr404(db: DbOrTx, idOrSlug: string): Promise<Company> {
  const company = idOrSlug.length <= MAX_ID_OR_SLUG_LENGTH ? await findCompanyByIdOrSlug(db, idOrSlug) : null;
  if (!company) throw notFound(companyManagementMessages.notFound);
  return company;
}
