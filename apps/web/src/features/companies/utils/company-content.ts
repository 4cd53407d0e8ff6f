import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';

/*
 * What every template shows of a company, with the fallbacks of the spec (2.4): the about text falls
 * back to the description, a missing e-mail to a placeholder; the address is the company's own
 * (the spec's fixed 'Lima, Perú' misplaced companies of Arequipa or Callao), 'Perú' when none is stored.
 */

/** Shown when the company has no e-mail (docs/product/public-and-auth.md §2.4: "a missing email falls back to a placeholder"). */
export const placeholderEmail = 'contacto@empresa.com';
/** The contact block's address line: the stored address, or the country alone when there is none. */
export const companyAddressLabel = (company: Pick<PublicCompany, 'address'>): string =>
  company.address?.trim() || 'Perú';
/** Length of the about text in the variant that shortens it. */
export const shortAboutLength = 200;
/** Length of the footer's description excerpt; the minimal template uses the shorter one. */
export const footerExcerptLength = { standard: 150, minimal: 120 } as const;

/**
 * The first `max` characters followed by '...'; a text that already fits is shown whole, without the
 * dots (they would announce a cut that did not happen).
 */
export function excerpt(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max).trimEnd()}...`;
}

export const companyAbout = (company: PublicCompany): string => company.about ?? company.description ?? '';

/** The longer text of the about section: the description, or the about text when there is none. */
export const companyDescription = (company: PublicCompany): string =>
  company.description ?? company.about ?? '';

export const companyCoverUrl = (company: PublicCompany): string | null =>
  company.cover_url ?? company.banner_url;

export const companyInitial = (name: string): string =>
  name.trim().charAt(0).toLocaleUpperCase('es-PE') || '?';

/** A `tel:` address: digits and a leading '+' only. Null when the company has no phone. */
export function telHref(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits ? `tel:${digits}` : null;
}

/** 'www.agencia.pe' for 'https://www.agencia.pe/': what a reader recognises. */
export function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
