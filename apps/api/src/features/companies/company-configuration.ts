import {
  defaultCompanyConfiguration,
  isFontFamily,
  isHexColor,
  templateTypes,
  type CompanyConfiguration,
  type TemplateType,
} from '@inmuebles/shared/companies/configuration';
import { sanitizeCustomCss } from './sanitize-custom-css.ts';

/*
 * The stored configuration is jsonb: rows written by older code, by hand or by a future version may hold
 * any shape. The page receives only values it can apply blindly: a known template, hex colours, an offered
 * font and CSS sanitised again (docs/decisions.md), each falling back to the built-in default on its own.
 */

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTemplateType = (value: unknown): value is TemplateType =>
  typeof value === 'string' && (templateTypes as readonly string[]).includes(value);

/*
 * Sanitising is a pure function of the text and every answer about a company re-runs it, so recent
 * results are memoised (a list page would otherwise parse up to 100 sheets per request). Only a cache:
 * another process simply computes the same result.
 */
const MEMO_LIMIT = 200;
const sanitizedCss = new Map<string, string>();

function servedCss(css: string): string {
  if (css.trim() === '') return '';
  let result = sanitizedCss.get(css);
  if (result === undefined) {
    result = sanitizeCustomCss(css);
    if (sanitizedCss.size >= MEMO_LIMIT) sanitizedCss.delete(sanitizedCss.keys().next().value ?? '');
    sanitizedCss.set(css, result);
  }
  return result;
}

function color(value: unknown, fallback: string): string {
  return isHexColor(value) ? value : fallback;
}

/** The configuration to serve, from whatever is stored (camelCase as written today, snake_case form fields). */
export function readCompanyConfiguration(stored: unknown): CompanyConfiguration {
  const config = isObject(stored) ? stored : {};
  const colors = isObject(config.colors) ? config.colors : {};
  const defaults = defaultCompanyConfiguration;
  const templateType = config.templateType ?? config.template_type;
  const fontFamily = config.fontFamily ?? config.font_family;
  const customCss = config.customCss ?? config.custom_css;
  return {
    templateType: isTemplateType(templateType) ? templateType : defaults.templateType,
    colors: {
      primary: color(colors.primary ?? config.primary_color, defaults.colors.primary),
      secondary: color(colors.secondary ?? config.secondary_color, defaults.colors.secondary),
      accent: color(colors.accent ?? config.accent_color, defaults.colors.accent),
      background: color(colors.background ?? config.background_color, defaults.colors.background),
    },
    fontFamily: isFontFamily(fontFamily) ? fontFamily : defaults.fontFamily,
    customCss: typeof customCss === 'string' ? servedCss(customCss) : '',
  };
}
