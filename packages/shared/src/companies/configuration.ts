import { z } from 'zod';

/*
 * The visual configuration of a company page (docs/product/signed-in-area.md §3): template, four colours, font and
 * custom CSS. The dashboard form, the API that saves it and the public page that applies it all read these
 * definitions, so a template or a font exists in one place.
 */
import {
  defaultCompanyConfiguration,
  fontFamilies,
  hexColorPattern,
  templateTypes,
  type CompanyColors,
  type CompanyConfiguration,
} from './company-look.ts';

export {
  defaultCompanyConfiguration,
  fontFamilies,
  fontOptions,
  hexColorPattern,
  isFontFamily,
  isHexColor,
  templateTypeLabels,
  templateTypes,
  type CompanyColors,
  type CompanyConfiguration,
  type FontFamily,
  type TemplateType,
} from './company-look.ts';

/** Limits of the configuration. */
export const CompanyLimits = {
  /**
   * Custom CSS is refused above this size (UTF-8 bytes) when saved, and cut (whole rules dropped) when
   * served. Keep it a multiple of 1000: messages show it in KB.
   */
  maxCustomCssBytes: 20_000,
} as const;

/** The spec's message for a colour that is not hex, e.g. 'El color primario no es válido. Usa formato…'. */
export const invalidColorMessage = (label: string) =>
  `${label} no es válido. Usa formato hexadecimal (#RGB o #RRGGBB)`;

/** A hex colour field refused with `message` (missing, not text, or not #RGB/#RRGGBB alike). */
const hexColorField = (message: string) =>
  z.string({ error: message }).trim().regex(hexColorPattern, { error: message });

/**
 * A hex colour with a Spanish message naming the field. A missing or non-text value gets the same message
 * as a malformed one: the form always sends the four colours, so "missing" only comes from a broken client.
 */
export const hexColorSchema = (label = 'El color') => hexColorField(invalidColorMessage(label));

/**
 * UTF-8 size of a string, the unit of `maxCustomCssBytes`. Counted by hand: the shared package runs in the
 * browser and in Node and assumes neither's globals.
 */
export function utf8ByteLength(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Custom CSS as a client may send it: text up to the size cap. The server sanitises it before storing. */
export const customCssSchema = z
  .string({ error: 'El CSS personalizado debe ser texto' })
  .refine((css) => utf8ByteLength(css) <= CompanyLimits.maxCustomCssBytes, {
    error: `El CSS personalizado no puede superar los ${CompanyLimits.maxCustomCssBytes / 1000} KB`,
  });

const servedColor = z.string().regex(hexColorPattern);

/** The page's four colours, always hex. */
export const companyColorsSchema = z.object({
  primary: servedColor,
  secondary: servedColor,
  accent: servedColor,
  background: servedColor,
}) satisfies z.ZodType<CompanyColors>;

/** The configuration as the API serves it (its type, CompanyConfiguration, is in company-look.ts). */
export const companyConfigurationSchema = z.object({
  templateType: z.enum(templateTypes),
  colors: companyColorsSchema,
  fontFamily: z.enum(fontFamilies),
  customCss: z.string(),
}) satisfies z.ZodType<CompanyConfiguration>;

/** The spec's message for each colour of the form (docs/product/signed-in-area.md §5), letter for letter. */
export const colorFieldMessages = {
  primary_color: 'El color primario no es válido. Usa formato hexadecimal (#RGB o #RRGGBB)',
  secondary_color: 'El color secundario no es válido. Usa formato hexadecimal (#RGB o #RRGGBB)',
  accent_color: 'El color acento no es válido. Usa formato hexadecimal (#RGB o #RRGGBB)',
  background_color: 'El color fondo no es válido. Usa formato hexadecimal (#RGB o #RRGGBB)',
} as const;

/**
 * The dashboard's configuration form (`PUT /companies/{id}/configuration` body `company_configuration`):
 * snake_case fields as the spec names them, Spanish messages. Unknown keys are refused by the API's body
 * schema (management-schema.ts), not here, so the form may carry extra state.
 */
export const companyConfigurationInputSchema = z.object({
  template_type: z.enum(templateTypes, { error: 'Plantilla no válida' }),
  primary_color: hexColorField(colorFieldMessages.primary_color),
  secondary_color: hexColorField(colorFieldMessages.secondary_color),
  accent_color: hexColorField(colorFieldMessages.accent_color),
  background_color: hexColorField(colorFieldMessages.background_color),
  font_family: z.enum(fontFamilies, { error: 'Fuente no válida' }),
  custom_css: customCssSchema.default(''),
});
export type CompanyConfigurationInput = z.input<typeof companyConfigurationInputSchema>;
export type CompanyConfigurationValues = z.output<typeof companyConfigurationInputSchema>;

/** The form's starting values, from the defaults above. */
export const defaultCompanyConfigurationValues: CompanyConfigurationValues = {
  template_type: defaultCompanyConfiguration.templateType,
  primary_color: defaultCompanyConfiguration.colors.primary,
  secondary_color: defaultCompanyConfiguration.colors.secondary,
  accent_color: defaultCompanyConfiguration.colors.accent,
  background_color: defaultCompanyConfiguration.colors.background,
  font_family: 'Inter, sans-serif',
  custom_css: '',
};
