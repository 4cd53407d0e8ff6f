import { z } from 'zod';
import { paginationSchema } from '../properties/property-schema.ts';
import { companyConfigurationSchema } from './configuration.ts';

/*
 * The public answers about companies (`GET /companies`, `GET /companies/{slug or id}`). The API serialises
 * through these schemas, so a column the page does not need (staff, storage keys) can never leak, and the
 * web app types its data with the same definitions.
 */

const timestamp = z.iso.datetime();

export { socialNetworks, type SocialNetwork } from './social-networks.ts';

/** Social links, normalised by the server: stored handles ('@agencia') become full addresses. */
export const companySocialLinksSchema = z.object({
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
  twitter: z.string().nullable(),
});
export type CompanySocialLinks = z.infer<typeof companySocialLinksSchema>;

/**
 * A company as anyone may see it: its own public contact data (phone, e-mail, address, website), never
 * anything of its staff. `banner_url` is the cover image under the name the dashboard uses.
 * `properties_count` counts published public properties only.
 */
export const publicCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  cover_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  about: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  social_links: companySocialLinksSchema,
  properties_count: z.number().int(),
  years_experience: z.number().int().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  configuration: companyConfigurationSchema,
  /** SUNAT's RUC, public like on any invoice; null when not given. */
  ruc: z.string().nullable(),
  /** When a platform admin verified the company ("Empresa verificada"); null when not verified. */
  verified_at: timestamp.nullable(),
  /**
   * Its number in the Registro del Agente Inmobiliario (docs/product/owners.md §5). Everyone sees it only
   * once an admin verified it (else null); the company's own editors (its company_admin, an admin) also see
   * an unverified one, with `verified: false`, in the answers of the company form.
   */
  agent_registry: z.object({ number: z.string(), verified: z.boolean() }).nullable(),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;

/** `GET /companies`. */
export const companyListResponseSchema = z.object({
  companies: z.array(publicCompanySchema),
  pagination: paginationSchema,
});
export type CompanyListResponse = z.infer<typeof companyListResponseSchema>;

/** `GET /companies/{slug or id}`. */
export const companyDetailResponseSchema = z.object({ company: publicCompanySchema });
export type CompanyDetailResponse = z.infer<typeof companyDetailResponseSchema>;
