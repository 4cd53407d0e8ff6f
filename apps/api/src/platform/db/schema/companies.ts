import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { defaultCompanyConfiguration } from '@inmuebles/shared/companies/configuration';
import { createdAt, timestamptz, updatedAt } from './columns.ts';

export interface SocialLinks {
  facebook?: string;
  instagram?: string;
  linkedin?: string;
  twitter?: string;
}

/** The company page's look, edited in the dashboard; customCss is stored already sanitised and scoped. */
export interface CompanyConfiguration {
  templateType: string;
  colors: { primary: string; secondary: string; accent: string; background: string };
  fontFamily: string;
  customCss: string;
}

/** The spec's defaults, defined once in the shared package (the dashboard form starts from them too). */
export const DEFAULT_COMPANY_CONFIGURATION: CompanyConfiguration = defaultCompanyConfiguration;

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    about: text('about'),
    description: text('description'),
    website: text('website'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    /** Storage keys (the presenter turns them into logo_url / cover_url / banner_url). */
    logoKey: text('logo_key'),
    coverKey: text('cover_key'),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    yearsExperience: integer('years_experience'),
    configuration: jsonb('configuration')
      .$type<CompanyConfiguration>()
      .notNull()
      .default(DEFAULT_COMPANY_CONFIGURATION),
    /** Team setting (docs/product/teams.md): agents may take unassigned or others' properties for themselves. */
    agentsMayTakeProperties: boolean('agents_may_take_properties').notNull().default(false),
    /** SUNAT taxpayer number (docs/product/trust-and-admin.md): 11 digits with a valid check digit. */
    ruc: text('ruc'),
    /** Set by a platform admin after checking the company; cleared when the RUC or the name changes. */
    verifiedAt: timestamptz('verified_at'),
    verifiedById: integer('verified_by_id'),
    /** Suspended by a platform admin: no public properties, no member sign-in; nothing is deleted. */
    suspendedAt: timestamptz('suspended_at'),
    suspendedReason: text('suspended_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_slug_unique').on(t.slug),
    // Company search by name tolerates typos and accents (same wrapper as the property search).
    index('companies_name_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);

export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
