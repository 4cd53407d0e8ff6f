import { beforeAll, describe, expect, it } from 'vitest';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createUser } from '../../../../test/factories/users.ts';
import { listProperties } from './list-test-support.ts';

/*
 * What a card shows besides its price (docs/product/public-and-auth.md §2.2): the rooms its type has
 * ('3 dorm. · 2 baños') and the phone its WhatsApp button writes to, the agent in charge's first.
 */
describe('GET /api/v1/properties: rooms and the WhatsApp phone of each card', () => {
  const t = useTestApp();
  const client = t.client;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const db = t.database.db;
    const withPhone = await createCompany(db, { phone: '+51 1 234 5678' });
    const withoutPhone = await createCompany(db, { phone: null });
    const { user: agent } = await createUser(db, {
      role: 'agent',
      companyId: withPhone.id,
      phone: '+51 987 654 321',
    });
    const { user: gone } = await createUser(db, {
      role: 'agent',
      companyId: withPhone.id,
      phone: '+51 911 111 111',
      deactivatedAt: new Date(),
    });
    const flat = await buildProperty(db, {
      company: withPhone,
      agentId: agent.id,
      bedrooms: 3,
      bathrooms: '2.5',
      parkingSpaces: 1,
    });
    ids.flat = flat.property.id;
    ids.companyPhone = (await buildProperty(db, { company: withPhone, agentId: gone.id })).property.id;
    ids.noPhone = (await buildProperty(db, { company: withoutPhone })).property.id;
  });

  const card = async (id: number): Promise<PropertySummary> => {
    const body = await listProperties(client, { per_page: '100' });
    return body.properties.find((p) => p.id === id)!;
  };

  it('carries the rooms of the type, as numbers, and nulls where the type has none', async () => {
    expect(await card(ids.flat!)).toMatchObject({ bedrooms: 3, bathrooms: 2.5, parking_spaces: 1 });
    expect(await card(ids.noPhone!)).toMatchObject({ bedrooms: null, bathrooms: null, parking_spaces: null });
  });

  it("gives the agent in charge's phone, the company's when the agent left, none without either", async () => {
    expect((await card(ids.flat!)).contact_phone).toBe('+51 987 654 321');
    expect((await card(ids.companyPhone!)).contact_phone).toBe('+51 1 234 5678');
    expect((await card(ids.noPhone!)).contact_phone).toBeNull();
  });
});
