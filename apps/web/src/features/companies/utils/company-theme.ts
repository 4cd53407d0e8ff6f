import type { CSSProperties } from 'react';
import {
  defaultCompanyConfiguration as defaults,
  isFontFamily,
  isHexColor,
  type CompanyColors,
} from '@inmuebles/shared/companies/company-look';
import { readableTextOn } from './contrast';

/** The configured values every template paints with. */
export type CompanyThemeVariable =
  | '--company-primary'
  | '--company-secondary'
  | '--company-accent'
  | '--company-background'
  | '--company-font';

/** Derived text colours that stay readable on the brand colours (white on navy, dark on yellow). */
export type CompanyContrastVariable =
  '--company-on-primary' | '--company-on-secondary' | '--company-on-accent';

export type CompanyThemeStyle = CSSProperties &
  Record<CompanyThemeVariable | CompanyContrastVariable, string>;

/** What a configuration may look like when it reaches the page: the server's, or a partial/legacy one. */
export interface ThemeSource {
  colors?: Partial<Record<keyof CompanyColors, unknown>> | null;
  fontFamily?: unknown;
}

const color = (value: unknown, fallback: string) => (isHexColor(value) ? value : fallback);

/**
 * The company's colours and font as CSS custom properties. Any missing or malformed value falls back to
 * the built-in look (docs/product/signed-in-area.md §3: #3B82F6, #8B5CF6, #10B981, #FFFFFF, Inter).
 */
export function companyThemeVariables(
  configuration?: ThemeSource | null,
): Record<CompanyThemeVariable, string> {
  const colors = configuration?.colors ?? {};
  const font = configuration?.fontFamily;
  return {
    '--company-primary': color(colors.primary, defaults.colors.primary),
    '--company-secondary': color(colors.secondary, defaults.colors.secondary),
    '--company-accent': color(colors.accent, defaults.colors.accent),
    '--company-background': color(colors.background, defaults.colors.background),
    '--company-font': isFontFamily(font) ? font : defaults.fontFamily,
  };
}

/**
 * The page root's inline style: the variables (this page only, never the document) and
 * `isolation: isolate`, so nothing inside, custom CSS included, stacks above the rest of the document.
 * The background and font that use the variables are classes, which the company's custom CSS may
 * override (`body { background: ... }` arrives scoped to the root).
 */
export function companyThemeStyle(configuration?: ThemeSource | null): CompanyThemeStyle {
  const variables = companyThemeVariables(configuration);
  return {
    ...variables,
    '--company-on-primary': readableTextOn(variables['--company-primary']),
    '--company-on-secondary': readableTextOn(variables['--company-secondary']),
    '--company-on-accent': readableTextOn(variables['--company-accent']),
    isolation: 'isolate',
  };
}
