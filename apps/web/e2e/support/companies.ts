import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { CompanyListResponse, PublicCompany } from '@inmuebles/shared/companies/company-schema';
import type { TemplateType } from '@inmuebles/shared/companies/configuration';
import type { PropertyListResponse, PropertySummary } from '@inmuebles/shared/properties/property-schema';

/** GET from the real API of the test server. */
export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${inject('baseURL')}/api/v1${path}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Every seeded company, as the public directory serves it. */
export async function listCompanies(): Promise<PublicCompany[]> {
  return (await getJson<CompanyListResponse>('/companies?per_page=100')).companies;
}

/** For each template, the seeded company using it with the most published properties. */
export function companyPerTemplate(companies: PublicCompany[]): Record<TemplateType, PublicCompany> {
  const pick = (type: TemplateType) => {
    const candidates = companies
      .filter((c) => c.configuration.templateType === type)
      .sort((a, b) => b.properties_count - a.properties_count);
    if (!candidates[0]) throw new Error(`no seeded company uses the ${type} template`);
    return candidates[0];
  };
  return {
    modern: pick('modern'),
    classic: pick('classic'),
    luxury: pick('luxury'),
    minimal: pick('minimal'),
  };
}

/** All published properties of a company in the page's default order (newest first). */
export async function listCompanyProperties(slug: string, query = ''): Promise<PropertySummary[]> {
  return (await getJson<PropertyListResponse>(`/companies/${slug}/properties?per_page=100${query}`))
    .properties;
}

/** '#1D4ED8' → 'rgb(29, 78, 216)', the form getComputedStyle reports. */
export function hexToRgb(hex: string): string {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Opens a company page and waits for its template and its first cards. */
export async function openCompanyPage(page: Page, slug: string, query = ''): Promise<void> {
  await page.goto(`/empresa/${slug}${query}`);
  await page.locator('.company-page-root article').first().waitFor();
}

/** How many visible elements inside the page root paint text, background or border in `rgb`. */
export function countElementsPaintedWith(page: Page, rgb: string): Promise<number> {
  return page.evaluate((colour) => {
    const root = document.querySelector('.company-page-root');
    if (!root) return 0;
    return [...root.querySelectorAll<HTMLElement>('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color, style.borderTopColor, style.borderBottomColor].includes(
        colour,
      );
    }).length;
  }, rgb);
}

/**
 * Problems of a company's custom CSS, read with the browser's own CSS parser: a style rule whose
 * selectors do not all start with the page root, keyframes outside the company's namespace, or any
 * other at-rule. An empty list means the CSS can only style the company page.
 */
export function findUnscopedCss(page: Page, css: string): Promise<string[]> {
  return page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    const problems: string[] = [];
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          const selectors = rule.selectorText.split(',').map((s) => s.trim());
          if (!selectors.every((s) => s.startsWith('.company-page-root'))) problems.push(rule.cssText);
        } else if (rule instanceof CSSConditionRule) {
          // @media, @supports, @container: their inner rules must be scoped too.
          visit(rule.cssRules);
        } else if (rule instanceof CSSKeyframesRule) {
          if (!rule.name.startsWith('company-')) problems.push(rule.cssText);
        } else {
          problems.push(rule.cssText);
        }
      }
    };
    visit(sheet.cssRules);
    return problems;
  }, css);
}
