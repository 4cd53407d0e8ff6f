import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import type { Company } from '../../platform/db/schema/index.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { readCompanyConfiguration } from './company-configuration.ts';
import { normalizeWebLink, readSocialLinks } from './social-links.ts';

type UrlBuilder = Pick<FileStorage, 'publicUrl'>;

/** Empty or blank text is "not given": the page shows its fallback instead of an empty line. */
const text = (value: string | null): string | null => (value && value.trim() !== '' ? value.trim() : null);

/**
 * Its Registro del Agente Inmobiliario number: nothing is claimed that an admin has not checked, so the
 * public sees it only verified; the company's editors (`forEditor`) see the one they entered and its state.
 */
function presentAgentRegistry(company: Company, forEditor: boolean): PublicCompany['agent_registry'] {
  if (company.agentRegistryNumber === null) return null;
  const verified = company.agentRegistryVerifiedAt !== null;
  return verified || forEditor ? { number: company.agentRegistryNumber, verified } : null;
}

/**
 * The company as anyone may see it (`GET /companies`, `GET /companies/{slug or id}`, the page's <head>).
 * Only the company's own contact data: nothing of its staff is even loaded. Images as URLs of the storage
 * backend; `banner_url` is the cover under the name the dashboard uses. `forEditor`: the viewer may edit
 * the company (its company_admin, an admin), so the answer also carries what awaits an admin's check.
 */
export function presentCompany(
  company: Company,
  propertiesCount: number,
  storage: UrlBuilder,
  { forEditor = false }: { forEditor?: boolean } = {},
): PublicCompany {
  const coverUrl = company.coverKey ? storage.publicUrl(company.coverKey) : null;
  return {
    id: company.id,
    name: company.name,
    slug: company.slug,
    logo_url: company.logoKey ? storage.publicUrl(company.logoKey) : null,
    cover_url: coverUrl,
    banner_url: coverUrl,
    about: text(company.about),
    description: text(company.description),
    website: normalizeWebLink(company.website),
    phone: text(company.phone),
    email: text(company.email),
    address: text(company.address),
    social_links: readSocialLinks(company.socialLinks, company.configuration),
    properties_count: propertiesCount,
    years_experience: company.yearsExperience,
    created_at: company.createdAt.toISOString(),
    updated_at: company.updatedAt.toISOString(),
    configuration: readCompanyConfiguration(company.configuration),
    ruc: company.ruc,
    verified_at: company.verifiedAt ? company.verifiedAt.toISOString() : null,
    agent_registry: presentAgentRegistry(company, forEditor),
  };
}
