import type { Company } from '../../../platform/db/schema/index.ts';
import { storeCompanyImages, type CompanyImageKind } from './company-images.ts';
import type { CompanyDeps } from './deps.ts';
import { writeCompany } from './write-company.ts';

/** `POST /companies/{id}/logo` or `/cover`: a new image (checked, re-encoded) replaces the old one. */
export async function replaceCompanyImage(
  deps: CompanyDeps,
  company: Company,
  kind: CompanyImageKind,
  upload: Buffer,
): Promise<Company> {
  const keys = await storeCompanyImages(deps, company.id, { [kind]: upload });
  return writeCompany(deps, company.id, {}, keys);
}

/** `DELETE /companies/{id}/logo` or `/cover`: the page falls back to its initials or plain header. */
export async function removeCompanyImage(
  deps: CompanyDeps,
  company: Company,
  kind: CompanyImageKind,
): Promise<Company> {
  return writeCompany(deps, company.id, {}, {}, { [kind]: true });
}
