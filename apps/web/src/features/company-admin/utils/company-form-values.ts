import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';

/** The company form as the inputs hold it: every field text ('' for nothing). */
export interface CompanyFormValues {
  name: string;
  about: string;
  email: string;
  address: string;
  website: string;
  phone: string;
  ruc: string;
  agent_registry_number: string;
  social_links: { facebook: string; instagram: string; twitter: string; linkedin: string };
}

/**
 * The form filled from the company (docs/product/signed-in-area.md §4: starting an edit populates the form). `about` falls back to
 * `description`, as the spec's company entity says.
 */
export function companyToFormValues(company: PublicCompany): CompanyFormValues {
  const links = company.social_links;
  return {
    name: company.name,
    about: company.about ?? company.description ?? '',
    email: company.email ?? '',
    address: company.address ?? '',
    website: company.website ?? '',
    phone: company.phone ?? '',
    ruc: company.ruc ?? '',
    agent_registry_number: company.agent_registry?.number ?? '',
    social_links: {
      facebook: links.facebook ?? '',
      instagram: links.instagram ?? '',
      twitter: links.twitter ?? '',
      linkedin: links.linkedin ?? '',
    },
  };
}
