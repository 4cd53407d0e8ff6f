import type { PropertyDetailResponse } from '@inmuebles/shared/properties/property-detail-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { resetClock, setClock } from '../../../platform/runtime/clock.ts';
import { listIds, listProperties } from './list-test-support.ts';

/*
 * The offers' price history (docs/product/price-and-mortgage.md §1): written on every offer write, shown on
 * the detail, the "Bajó" badge on the detail and the card, and the "Bajaron de precio" filter, over Lima's
 * calendar days.
 */
describe('price history, the "Bajó" badge and price_dropped', () => {
  const t = useTestApp();
  const client = t.client;
  let token: string;
  let companyId: number;

  // 10:00 in Lima (UTC-5) on 12 November 2026.
  const at = (iso: string) => setClock(() => new Date(iso));
  beforeAll(async () => {
    at('2026-11-12T15:00:00Z');
    const company = await createCompany(t.database.db);
    companyId = company.id;
    token = (await createSignedInUser(t.database.db, { role: 'company_admin', companyId })).token;
  });
  afterAll(() => resetClock());

  const detail = async (slug: string, as?: string) => {
    const res = await client.get(`/api/v1/properties/${slug}`, as ? { token: as } : {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PropertyDetailResponse>().property;
  };
  const patchOffer = async (id: number, listing: Record<string, unknown>) => {
    // A session of the moved clock's day (the clock jumps past a session's lifetime).
    token = (await createSignedInUser(t.database.db, { role: 'company_admin', companyId })).token;
    const res = await client.patch(`/api/v1/listings/${id}`, { listing }, { token });
    expect(res.statusCode, res.body).toBe(200);
  };
  const flat = async (title: string, price = '400000') => {
    const { property, listings } = await buildProperty(t.database.db, {
      companyId,
      title,
      location: { district: '150122' },
      listings: [{ operation: 'sale', price, currency: 'PEN' }],
    });
    return { property, offer: listings[0]! };
  };

  it('starts each offer with its price, and records only changes of price or currency', async () => {
    const { property, offer } = await flat('Departamento en Miraflores');
    const created = await client.post(
      `/api/v1/properties/${property.id}/listings`,
      { listing: { operation: 'rent', price: 2800, currency: 'PEN' } },
      { token },
    );
    expect(created.statusCode, created.body).toBe(201);
    await patchOffer(offer.id, { status: 'active' });
    at('2026-11-12T18:00:00Z');
    await patchOffer(offer.id, { price: 368000 });
    at('2026-11-12T19:00:00Z');
    await patchOffer(offer.id, { price: 100000, currency: 'USD' });

    const history = (await detail(property.slug)).price_history;
    expect(history.map((e) => [e.operation, e.price, e.currency, e.date, e.change_percent])).toEqual([
      // 100,000 US$ at 3.75 is S/ 375,000 against S/ 368,000: +1.90 % in soles.
      ['sale', '100000.00', 'USD', '2026-11-12', 1.9],
      // (368,000 − 400,000) / 400,000 = −8 %.
      ['sale', '368000.00', 'PEN', '2026-11-12', -8],
      ['rent', '2800.00', 'PEN', '2026-11-12', null],
      ['sale', '400000.00', 'PEN', '2026-11-12', null],
    ]);
    // The latest change of the sale rose the price: no badge.
    expect((await detail(property.slug)).price_drop).toBeNull();
  });

  it('marks a drop on the detail and the card, and filters it, for 30 days of Lima', async () => {
    const { property, offer } = await flat('Departamento con rebaja');
    const other = await flat('Departamento sin rebaja');
    // 23:30 in Lima on 12 November (04:30 UTC on the 13th).
    at('2026-11-13T04:30:00Z');
    await patchOffer(offer.id, { price: 368000 });
    await patchOffer(other.offer.id, { price: 420000 });

    const drop = { operation: 'sale', percent: 8, date: '2026-11-12' };
    expect((await detail(property.slug)).price_drop).toEqual(drop);
    const card = (await listProperties(client, { price_dropped: 'true' })).properties;
    expect(card.map((p) => [p.id, p.price_drop])).toEqual([[property.id, drop]]);
    expect(await listIds(client, { price_dropped: 'true', operation: 'rent' })).toEqual([]);
    expect((await listIds(client, { price_dropped: 'false' })).length).toBeGreaterThan(1);

    // 11 December is the 30th day counting 12 November: still marked; the 12th is not.
    at('2026-12-11T23:00:00Z');
    expect(await listIds(client, { price_dropped: 'true' })).toEqual([property.id]);
    expect((await detail(property.slug)).price_drop).toEqual(drop);
    at('2026-12-12T05:30:00Z');
    expect(await listIds(client, { price_dropped: 'true' })).toEqual([]);
    expect((await detail(property.slug)).price_drop).toBeNull();
    // The history keeps it.
    expect((await detail(property.slug)).price_history[0]).toMatchObject({ change_percent: -8 });
  });

  it('leaves a paused offer out of the public history, the badge and the filter', async () => {
    at('2026-11-20T15:00:00Z');
    const { property, offer } = await flat('Departamento en pausa');
    await patchOffer(offer.id, { price: 300000 });
    expect(await listIds(client, { price_dropped: 'true' })).toContain(property.id);
    await patchOffer(offer.id, { status: 'paused' });
    expect(await listIds(client, { price_dropped: 'true' })).not.toContain(property.id);
    expect((await detail(property.slug)).price_history).toEqual([]);
    // The company still reads it.
    expect((await detail(property.slug, token)).price_history).toHaveLength(2);
  });

  it('refuses a value other than true or false naming the field', async () => {
    const res = await client.get('/api/v1/properties', { query: { price_dropped: 'si' } });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: string[] }>().errors).toEqual([
      'price_dropped: El filtro de baja de precio debe ser true o false',
    ]);
  });
});
