import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /**
     * 'owner': the company of one searcher publishing their own home ("dueño directo", docs/decisions.md
     * "Owners"); never shown as a company. Its name is the owner's first name, its phone the one they chose
     * to show (null: hidden), never an e-mail.
     */
    kind: text('kind').$type<'agency' | 'owner'>().notNull().default('agency'),
    /** The owner of an 'owner' company (no foreign key: users already references companies). */
    ownerUserId: integer('owner_user_id'),
    /** Its number in the Registro del Agente Inmobiliario (docs/product/owners.md), shown once verified. */
    agentRegistryNumber: text('agent_registry_number'),
    agentRegistryVerifiedAt: timestamptz('agent_registry_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_slug_unique').on(t.slug),
    uniqueIndex('companies_owner_user_unique').on(t.ownerUserId),
    check('companies_kind', sql`${t.kind} in ('agency', 'owner')`),
    check('companies_owner_kind', sql`(${t.kind} = 'owner') or ${t.ownerUserId} is null`),
    // Company search by name tolerates typos and accents (same wrapper as the property search).
    index('companies_name_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);

export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;

/** A company shown as one (directory, company page, sitemap, company feed): every company but an owner's. */
export const shownAsCompany = sql`(${companies.kind} = 'agency')`;
