import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client.ts';
import { companies } from '../platform/db/schema/index.ts';
import { companyImageKey } from '../platform/media/keys.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import { companyEmail, companySocialLinks, companyWebsite, type DemoCompany } from './demo-company.ts';
import type { CompanyImages } from './images.ts';

const DAY = 86_400_000;

/**
 * Inserts the companies, then writes their logo and cover and only then points the rows at them (the
 * keys contain the company id, so the row has to exist first). Returns slug → id.
 */
export async function insertCompanies(
  db: DbOrTx,
  storage: FileStorage,
  demo: readonly DemoCompany[],
  images: readonly CompanyImages[],
  now: number,
): Promise<Map<string, number>> {
  const inserted = await db
    .insert(companies)
    .values(
      demo.map((company, i) => {
        // Agencies joined the portal before their oldest listing (six months back at most).
        const createdAt = new Date(now - (400 - i * 15) * DAY);
        return {
          name: company.name,
          slug: company.slug,
          about: company.about,
          description: company.description,
          website: companyWebsite(company),
          phone: company.phone,
          email: companyEmail(company),
          address: company.address,
          socialLinks: companySocialLinks(company),
          yearsExperience: company.yearsExperience,
          configuration: company.configuration,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: companies.id, slug: companies.slug });
  const ids = new Map(inserted.map((row) => [row.slug, row.id]));

  for (const [i, company] of demo.entries()) {
    const id = ids.get(company.slug);
    const image = images[i];
    if (id === undefined || !image) throw new Error(`insertCompanies: ${company.slug} not inserted`);
    const logoKey = companyImageKey(id, 'logo');
    const coverKey = companyImageKey(id, 'cover');
    await Promise.all([storage.put(logoKey, image.logo), storage.put(coverKey, image.cover)]);
    await db.update(companies).set({ logoKey, coverKey }).where(eq(companies.id, id));
  }
  return ids;
}
