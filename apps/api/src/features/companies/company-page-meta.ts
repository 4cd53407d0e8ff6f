import { pageTitle } from '@inmuebles/shared/format/page-title';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import type { PageMeta } from '../../platform/web/page-meta.ts';
import { companyPostalAddress } from './company-postal-address.ts';
import { absoluteUrl, publicPaths } from '@inmuebles/shared/paths/public-paths';

/*
 * What crawlers and link previews read from `/empresa/{slug}` before any script runs (docs/architecture.md):
 * title, description, canonical address, Open Graph image and a schema.org description of the agency.
 */

const DESCRIPTION_LENGTH = 150;

/** At most `max` characters, cut at a word when possible, with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const absolute = (url: string | null, publicUrl: string) =>
  url === null ? undefined : absoluteUrl(publicUrl, url);

/** The page's <head> data for one company. */
export function companyPageMeta(company: PublicCompany, publicUrl: string): PageMeta {
  const canonicalPath = publicPaths.company(company.slug);
  const description = shorten(
    company.about ?? company.description ?? `Propiedades de ${company.name} en InmoPerú.`,
    DESCRIPTION_LENGTH,
  );
  const logo = absolute(company.logo_url, publicUrl);
  const image = absolute(company.cover_url, publicUrl) ?? logo;
  const sameAs = [company.website, ...Object.values(company.social_links)].filter(
    (link): link is string => link !== null,
  );
  // Undefined fields are left out by JSON.stringify, so a company without a phone has no "telephone".
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    // RealEstateAgent is a schema.org Organization (through LocalBusiness).
    '@type': 'RealEstateAgent',
    name: company.name,
    url: absoluteUrl(publicUrl, canonicalPath),
    description,
    logo,
    image,
    telephone: company.phone ?? undefined,
    email: company.email ?? undefined,
    address: companyPostalAddress(company.address),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
  return {
    title: pageTitle(company.name),
    description,
    canonicalPath,
    ...(image ? { image } : {}),
    type: 'website',
    jsonLd,
  };
}
