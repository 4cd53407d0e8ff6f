/*
 * The look of a company page as the public page applies it: templates, fonts, colours and the built-in
 * defaults. Free of zod, so the company page's first view does not download it (docs/performance.md); the
 * schemas that validate a configuration are in configuration.ts.
 */

/** The four page templates; `modern` is the default (docs/product/signed-in-area.md §9). */
export const templateTypes = ['modern', 'classic', 'luxury', 'minimal'] as const;
export type TemplateType = (typeof templateTypes)[number];

/** Labels of the template cards in the dashboard. */
export const templateTypeLabels: Record<TemplateType, string> = {
  modern: 'Moderno',
  classic: 'Clásico',
  luxury: 'Lujo',
  minimal: 'Minimalista',
};

/** The font selector: what the user reads (`label`) and the CSS `font-family` stored and applied (`value`). */
export const fontOptions = [
  { label: 'Inter', value: 'Inter, sans-serif' },
  { label: 'Georgia', value: 'Georgia, serif' },
  { label: 'Playfair Display', value: "'Playfair Display', serif" },
  { label: 'Helvetica/Arial', value: 'Helvetica, Arial, sans-serif' },
  { label: 'System UI', value: 'system-ui, sans-serif' },
] as const;
export type FontFamily = (typeof fontOptions)[number]['value'];
/** The stored values alone, for `z.enum` and membership checks. */
export const fontFamilies = fontOptions.map((option) => option.value) as [FontFamily, ...FontFamily[]];

/** True when `value` is one of the offered fonts (anything else falls back to the default when shown). */
export function isFontFamily(value: unknown): value is FontFamily {
  return typeof value === 'string' && (fontFamilies as readonly string[]).includes(value);
}

/** '#RGB' or '#RRGGBB', any letter case: the only colour syntax accepted (a colour is never free CSS). */
export const hexColorPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True when `value` is a hex colour ('#3b82f6', '#FFF'). */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && hexColorPattern.test(value);
}

/** The page's four colours, always hex. */
export interface CompanyColors {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
}

/**
 * The configuration as the API serves it. The server guarantees hex colours, a known template and font,
 * and sanitised, scoped CSS, so the page can apply the values without checking them again.
 */
export interface CompanyConfiguration {
  templateType: TemplateType;
  colors: CompanyColors;
  fontFamily: FontFamily;
  customCss: string;
}

/** The built-in look: what a new company gets and what replaces any missing or invalid value. */
export const defaultCompanyConfiguration: CompanyConfiguration = {
  templateType: 'modern',
  colors: { primary: '#3B82F6', secondary: '#8B5CF6', accent: '#10B981', background: '#FFFFFF' },
  fontFamily: 'Inter, sans-serif',
  customCss: '',
};
