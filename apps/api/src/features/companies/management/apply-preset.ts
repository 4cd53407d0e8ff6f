import type { ApplyPresetResponse, CompanyPreset } from '@inmuebles/shared/companies/management-schema';
import { readCompanyConfiguration } from '../company-configuration.ts';
import type { Company } from '../../../platform/db/schema/index.ts';
import type { CompanyDeps } from './deps.ts';
import { COMPANY_PRESETS } from './presets.ts';
import { mergeConfiguration } from './save-configuration.ts';
import { writeCompany } from './write-company.ts';

/**
 * `POST /companies/{id}/configuration/apply_preset`: the preset's template, colours and font are saved at
 * once; the company's custom CSS is kept (the confirmation only warns about the colours).
 */
export async function applyPreset(
  deps: CompanyDeps,
  company: Company,
  preset: CompanyPreset,
): Promise<ApplyPresetResponse> {
  const look = COMPANY_PRESETS[preset];
  const current = readCompanyConfiguration(company.configuration);
  await writeCompany(deps, company.id, {
    configuration: mergeConfiguration(company, {
      templateType: look.template_type,
      colors: { ...look.color_palette },
      fontFamily: look.font_family,
      customCss: current.customCss,
    }),
  });
  return {
    color_palette: { ...look.color_palette },
    font_family: look.font_family,
    template_type: look.template_type,
  };
}
