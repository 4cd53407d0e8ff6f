import type {
  CompanyCoverResponse,
  CompanyLogoResponse,
} from '@inmuebles/shared/companies/management-schema';
import { apiFetch } from '@/lib/api-client';
import { companyPath } from './company-admin-keys';

/** Which image of the company: its logo or its cover (the dashboard's banner). */
export type CompanyImageKind = 'logo' | 'cover';

/** DELETE /companies/{id}/logo or /cover: removes the image; the page falls back to its initial or gradient. */
export async function deleteCompanyImage(ref: string, kind: CompanyImageKind): Promise<void> {
  await apiFetch<CompanyLogoResponse | CompanyCoverResponse>(`${companyPath(ref)}/${kind}`, {
    method: 'DELETE',
  });
}
