import { socialNetworks } from '@inmuebles/shared/companies/company-schema';
import type { CompanyUpdateValues } from '@inmuebles/shared/companies/management-schema';
import { readSocialLinks } from '../social-links.ts';
import type { Company, CompanyConfiguration, SocialLinks } from '../../../platform/db/schema/index.ts';
import { storeCompanyImages, type CompanyImageUploads } from './company-images.ts';
import type { CompanyDeps } from './deps.ts';
import { writeCompany, type CompanyChanges } from './write-company.ts';

/** '' (or null) clears an optional field; the schema has already trimmed the text. */
const orNull = (value: string | null): string | null => (value === null || value === '' ? null : value);

/** Keys older data kept social links under inside the configuration (see features/companies/social-links.ts). */
const LEGACY_SOCIAL_KEYS = ['socialMedia', 'social_links', 'socialLinks'];

/**
 * The social links after a change: the ones the page shows now (from whatever shape they were stored in),
 * with the sent networks replaced or cleared, stored flat. The legacy copies inside the configuration are
 * dropped, so a cleared network cannot come back from them.
 */
function socialLinkChanges(
  company: Company,
  sent: NonNullable<CompanyUpdateValues['social_links']>,
): CompanyChanges {
  const shown = readSocialLinks(company.socialLinks, company.configuration);
  const links: SocialLinks = {};
  for (const network of socialNetworks) {
    const value = network in sent ? orNull(sent[network] ?? null) : shown[network];
    if (value) links[network] = value;
  }
  const configuration = { ...(company.configuration as unknown as Record<string, unknown>) };
  const hadLegacy = LEGACY_SOCIAL_KEYS.some((key) => key in configuration);
  for (const key of LEGACY_SOCIAL_KEYS) delete configuration[key];
  return {
    socialLinks: links,
    ...(hadLegacy ? { configuration: configuration as unknown as CompanyConfiguration } : {}),
  };
}

/** The columns a validated PATCH body changes (only the keys it carries). */
function companyChanges(company: Company, values: CompanyUpdateValues): CompanyChanges {
  const changes: CompanyChanges = {};
  if (values.name !== undefined) changes.name = values.name;
  if (values.about !== undefined) changes.about = orNull(values.about);
  if (values.email !== undefined) changes.email = orNull(values.email);
  if (values.address !== undefined) changes.address = orNull(values.address);
  if (values.website !== undefined) changes.website = orNull(values.website);
  if (values.phone !== undefined) changes.phone = orNull(values.phone);
  if (values.ruc !== undefined) changes.ruc = values.ruc;
  // The verification vouched for this RUC and this name: changing either removes it (trust-and-admin.md).
  const renamed = changes.name !== undefined && changes.name !== company.name;
  const newRuc = changes.ruc !== undefined && changes.ruc !== company.ruc;
  if (renamed || newRuc) {
    changes.verifiedAt = null;
    changes.verifiedById = null;
  }
  // The admin's check vouched for this number: a different one (or none) awaits a new check; the same keeps it.
  if (
    values.agent_registry_number !== undefined &&
    values.agent_registry_number !== company.agentRegistryNumber
  ) {
    changes.agentRegistryNumber = values.agent_registry_number;
    changes.agentRegistryVerifiedAt = null;
  }
  if (values.social_links !== undefined)
    Object.assign(changes, socialLinkChanges(company, values.social_links));
  return changes;
}

/**
 * `PATCH /companies/{id}`: the fields sent, and a new logo and/or cover (multipart). The images are
 * checked and stored before the row is written; the old files go once the row points to the new ones.
 * The slug never changes, so public links keep working after a rename.
 */
export async function updateCompany(
  deps: CompanyDeps,
  company: Company,
  values: CompanyUpdateValues,
  uploads: CompanyImageUploads = {},
): Promise<Company> {
  const changes = companyChanges(company, values);
  const keys = await storeCompanyImages(deps, company.id, uploads);
  return writeCompany(deps, company.id, changes, keys);
}
