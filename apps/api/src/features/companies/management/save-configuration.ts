import {
  companyManagementMessages,
  type CompanyConfigurationResponse,
} from '@inmuebles/shared/companies/management-schema';
import type { CompanyConfigurationValues } from '@inmuebles/shared/companies/configuration';
import { readCompanyConfiguration } from '../company-configuration.ts';
import { sanitizeCustomCssForSave } from '../sanitize-custom-css.ts';
import type { Company, CompanyConfiguration } from '../../../platform/db/schema/index.ts';
import type { CompanyDeps } from './deps.ts';
import { writeCompany } from './write-company.ts';

/**
 * The stored configuration with the page's four settings replaced. Other keys of the stored object
 * (social links kept there by older data) are carried over, so saving the look never loses them.
 */
export function mergeConfiguration(company: Company, look: CompanyConfiguration): CompanyConfiguration {
  const stored = company.configuration as unknown;
  const rest = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? stored : {};
  return { ...rest, ...look };
}

/** The configuration as the dashboard's form reads it back (snake_case, CSS as stored). */
function configurationAnswer(configuration: CompanyConfiguration): CompanyConfigurationResponse {
  const served = readCompanyConfiguration(configuration);
  return {
    company_configuration: {
      template_type: served.templateType,
      primary_color: served.colors.primary,
      secondary_color: served.colors.secondary,
      accent_color: served.colors.accent,
      background_color: served.colors.background,
      font_family: served.fontFamily,
      custom_css: served.customCss,
    },
    message: companyManagementMessages.configSaved,
  };
}

/**
 * `PUT /companies/{id}/configuration`: the validated form is saved with its custom CSS sanitised and
 * scoped (docs/decisions.md: parsed, dangerous constructs removed); the answer shows what was stored.
 */
export async function saveConfiguration(
  deps: CompanyDeps,
  company: Company,
  values: CompanyConfigurationValues,
): Promise<CompanyConfigurationResponse> {
  const look: CompanyConfiguration = {
    templateType: values.template_type,
    colors: {
      primary: values.primary_color,
      secondary: values.secondary_color,
      accent: values.accent_color,
      background: values.background_color,
    },
    fontFamily: values.font_family,
    customCss: sanitizeCustomCssForSave(values.custom_css),
  };
  const updated = await writeCompany(deps, company.id, { configuration: mergeConfiguration(company, look) });
  return configurationAnswer(updated.configuration);
}
