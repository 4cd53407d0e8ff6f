import type {
  CompanyConfiguration,
  CompanyConfigurationValues,
} from '@inmuebles/shared/companies/configuration';
import type { ApplyPresetResponse } from '@inmuebles/shared/companies/management-schema';

/** The configuration form filled from the company's served configuration. */
export function configurationToFormValues(configuration: CompanyConfiguration): CompanyConfigurationValues {
  return {
    template_type: configuration.templateType,
    primary_color: configuration.colors.primary,
    secondary_color: configuration.colors.secondary,
    accent_color: configuration.colors.accent,
    background_color: configuration.colors.background,
    font_family: configuration.fontFamily,
    custom_css: configuration.customCss,
  };
}

/** The form after a preset: its template, palette and font; the custom CSS stays (the server keeps it). */
export function applyPresetToFormValues(
  values: CompanyConfigurationValues,
  preset: ApplyPresetResponse,
): CompanyConfigurationValues {
  return {
    ...values,
    template_type: preset.template_type,
    primary_color: preset.color_palette.primary,
    secondary_color: preset.color_palette.secondary,
    accent_color: preset.color_palette.accent,
    background_color: preset.color_palette.background,
    font_family: preset.font_family,
  };
}

/** '#abc' → '#aabbcc' (what `<input type="color">` needs); null for anything that is not hex. */
export function toSixDigitHex(value: string): string | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return `#${digits.toLowerCase()}`;
}
