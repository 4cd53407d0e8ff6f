import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';

/** What every template receives: the company as the API serves it (its configuration already applied). */
export interface TemplateProps {
  company: PublicCompany;
}
