import { eq, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { companies, type Company } from '../../../platform/db/schema/index.ts';
import { slugBase } from '../../../platform/runtime/slug.ts';

/** "Inversiones Álamo & Cía." → "inversiones-alamo-cia": lowercase ASCII words joined by hyphens. */
export function slugify(name: string): string {
  return slugBase(name, 'empresa');
}

/** The slug itself when free, else the first free of slug-2, slug-3... */
export async function nextFreeSlug(db: DbOrTx, base: string): Promise<string> {
  const rows = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(or(eq(companies.slug, base), like(companies.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Links typed at registration end up as links on the company page: a scheme other than http(s)
 * (javascript:, data:...) is dropped; a website typed without scheme ("miempresa.pe") gets https://.
 * Social values without scheme ("@miempresa", "facebook.com/miempresa") are kept as typed.
 */
export function safeLink(value: string, { isWebsite = false } = {}): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return /^https?:\/\//i.test(trimmed) ? trimmed : null;
  return isWebsite ? `https://${trimmed}` : trimmed;
}

export interface RegistrationCompanyInput {
  name: string;
  about: string;
  website: string;
  phone: string;
  facebook: string;
  instagram: string;
}

/** The company a registration creates (its creator becomes its company_admin). */
export async function insertRegistrationCompany(
  db: DbOrTx,
  input: RegistrationCompanyInput,
): Promise<Company> {
  const facebook = safeLink(input.facebook);
  const instagram = safeLink(input.instagram);
  const [company] = await db
    .insert(companies)
    .values({
      name: input.name,
      slug: await nextFreeSlug(db, slugify(input.name)),
      about: input.about || null,
      website: safeLink(input.website, { isWebsite: true }),
      phone: input.phone || null,
      socialLinks: { ...(facebook ? { facebook } : {}), ...(instagram ? { instagram } : {}) },
    })
    .returning();
  if (!company) throw new Error('insertRegistrationCompany: no row returned');
  return company;
}
