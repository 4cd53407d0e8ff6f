import type { SocialLinks, CompanyConfiguration } from '../platform/db/schema/companies.ts';
import type { PropertyKind } from './kinds.ts';

/** A demo agency's shape (companies-data.ts lists them) and what is derived from it: its mail, web and social addresses. */

/** A twist on a kind: industrial lots are bigger and titled differently, beach houses mention the sea. */
export type Flavor = 'industrial' | 'beach' | 'colonial' | 'country' | 'jungle';

export interface PortfolioEntry {
  kind: PropertyKind;
  count: number;
  /** Ubigeo codes from locations-data.ts, picked in turn. */
  districts: readonly string[];
  flavor?: Flavor;
}

export type LogoShape = 'circle' | 'rounded' | 'diamond' | 'hexagon';
export type CoverScene = 'city' | 'coast' | 'mountains' | 'industrial' | 'jungle' | 'desert';

export interface DemoCompany {
  slug: string;
  name: string;
  /** Mail and web domain without the `.pe`: staff are gerente@<domain>.pe and agente@<domain>.pe. */
  domain: string;
  configuration: CompanyConfiguration;
  about: string;
  description: string;
  phone: string;
  address: string;
  socialHandle: string;
  yearsExperience: number;
  logo: { initials: string; shape: LogoShape };
  cover: CoverScene;
  portfolio: readonly PortfolioEntry[];
}

export const companyEmail = (company: DemoCompany): string => `contacto@${company.domain}.pe`;
export const companyWebsite = (company: DemoCompany): string => `https://www.${company.domain}.pe`;

export function companySocialLinks(company: DemoCompany): SocialLinks {
  const handle = company.socialHandle;
  return {
    facebook: `https://www.facebook.com/${handle}`,
    instagram: `https://www.instagram.com/${handle}`,
    linkedin: `https://www.linkedin.com/company/${company.slug}`,
    twitter: `https://twitter.com/${handle}`,
  };
}
