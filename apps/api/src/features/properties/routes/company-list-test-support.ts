import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import { beforeAll, expect } from 'vitest';
import { createCompany } from '../../../../test/factories/companies.ts';
import {
  buildProperty,
  type BuildPropertyOverrides,
  type BuiltProperty,
} from '../../../../test/factories/properties.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import type { Company } from '../../../platform/db/schema/index.ts';

/*
 * What the company page's listing tests share (list-company-properties*.test.ts): a company, Los Andes,
 * with five public properties of every type in Lima and Arequipa, and properties the page never shows.
 */

const url = (company: string | number = 'los-andes') => `/api/v1/companies/${company}/properties`;
const day = (d: string) => new Date(`${d}T12:00:00Z`);

interface Seeded {
  andes: Company;
  oficina: BuiltProperty['property'];
  otherCompanyProperty: BuiltProperty['property'];
}

/** The app with Los Andes' properties (`seeded`: filled before the tests run) and readers of its page. */
export function useCompanyCatalogue() {
  const t = useTestApp();
  const client = t.client;
  const seeded = {} as Seeded;

  /** Titles of the cards answered for `query`, in order. */
  async function titles(query: Record<string, string> = {}, token?: string): Promise<string[]> {
    const res = await client.get(url(), { query, ...(token ? { token } : {}) });
    expect(res.statusCode).toBe(200);
    return res.json<PropertyListResponse>().properties.map((p) => p.title);
  }

  beforeAll(async () => {
    const db = t.database.db;
    seeded.andes = await createCompany(db, { name: 'Los Andes', slug: 'los-andes' });
    const add = (overrides: BuildPropertyOverrides) =>
      buildProperty(db, { company: seeded.andes, ...overrides });
    await add({
      title: 'Casa con jardín',
      propertyType: 'residential',
      price: '300000',
      areaM2: '200',
      location: { district: '150122' },
      publishedAt: day('2026-01-01'),
    });
    ({ property: seeded.oficina } = await add({
      title: 'Oficina moderna',
      description: 'Vista al mar, cerca del parque.',
      propertyType: 'commercial',
      price: '150000',
      areaM2: '80',
      location: { district: '150131' },
      publishedAt: day('2026-02-01'),
    }));
    await add({
      title: 'Almacén industrial',
      propertyType: 'industrial',
      price: '500000',
      areaM2: '1500',
      location: { district: '150119' },
      publishedAt: day('2026-03-01'),
    });
    await add({
      title: 'Terreno agrícola',
      propertyType: 'land',
      price: '50000',
      areaM2: '10000',
      location: { district: '040101' },
      publishedAt: day('2026-04-01'),
    });
    await add({
      title: 'Departamento céntrico',
      propertyType: 'residential',
      price: '120000',
      areaM2: null,
      location: { district: '150113' },
      publishedAt: day('2026-05-01'),
    });
    // Never on the public page: a draft, a private and an unlisted property, and another company's.
    await add({ title: 'Borrador', status: 'draft', publishedAt: null });
    await add({ title: 'Privada', visibility: 'private' });
    await add({ title: 'No listada', visibility: 'unlisted' });
    ({ property: seeded.otherCompanyProperty } = await buildProperty(db, { title: 'Casa de otra empresa' }));
  });
  return { t, client, seeded, titles, url };
}
