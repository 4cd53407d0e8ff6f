import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import type { CompanyResponse, CompanyUpdateBody } from '@inmuebles/shared/companies/management-schema';
import { apiFetch } from '@/lib/api-client';
import { companyPath } from './company-admin-keys';

/** New images chosen in the form; either may be absent. */
export interface CompanyImageFiles {
  logo: File | null;
  cover: File | null;
}

/** The multipart body: the same fields as text (`social_links[facebook]`...) plus the files. */
function toCompanyFormData(fields: CompanyUpdateBody, files: CompanyImageFiles): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'social_links' || value === undefined) continue;
    data.append(key, typeof value === 'string' ? value : '');
  }
  for (const [network, url] of Object.entries(fields.social_links ?? {})) {
    if (url !== undefined) data.append(`social_links[${network}]`, url ?? '');
  }
  if (files.logo) data.append('logo', files.logo);
  if (files.cover) data.append('cover', files.cover);
  return data;
}

/**
 * PATCH /companies/{id}: JSON, or multipart when a logo or cover file is chosen (docs/product/signed-in-area.md §7). Answers the
 * updated company; the slug never changes.
 */
export async function updateCompany(
  ref: string,
  fields: CompanyUpdateBody,
  files: CompanyImageFiles,
): Promise<PublicCompany> {
  const body = files.logo || files.cover ? toCompanyFormData(fields, files) : fields;
  const answer = await apiFetch<CompanyResponse>(companyPath(ref), { method: 'PATCH', body });
  return answer.company;
}
