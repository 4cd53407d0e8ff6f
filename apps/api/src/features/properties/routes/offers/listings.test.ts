import type { ListingSummary } from '@inmuebles/shared/properties/property-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../../test/use-test-app.ts';
import { createCompany } from '../../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../../test/factories/users.ts';
import type { Company, UserRole } from '../../../../platform/db/schema/index.ts';
import { readProperty, validationErrors } from '../write-test-support.ts';

/*
 * The offer calls of docs/product/offers-and-search.md §1: who may call them (the property's own rules),
 * one active offer per operation, the rent-only terms, and what the property answers carry afterwards.
 */

type ActorName =
  'admin' | 'company_admin A' | 'agent A' | 'company_admin B' | 'agent B' | 'user without company' | 'guest';

const expected: Record<ActorName, 'ok' | 401 | 404> = {
  admin: 'ok',
  'company_admin A': 'ok',
  'agent A': 'ok',
  'company_admin B': 404,
  'agent B': 404,
  'user without company': 404,
  guest: 401,
};

const rent = { operation: 'rent', price: 2800, currency: 'PEN', maintenance_fee: 350, min_term_months: 12 };
const sale = { operation: 'sale', price: 250000, currency: 'USD' };

describe('offers: POST /properties/{id}/listings, PATCH and DELETE /listings/{id}', () => {
  const t = useTestApp();
  const client = t.client;
  let companyA: Company;
  let adminToken: string;
  const tokens = new Map<ActorName, string | undefined>();

  beforeAll(async () => {
    const db = t.database.db;
    companyA = await createCompany(db);
    const companyB = await createCompany(db);
    const signIn = async (role: UserRole, companyId: number | null) =>
      (await createSignedInUser(db, { role, companyId })).token;
    adminToken = await signIn('admin', null);
    tokens.set('admin', adminToken);
    tokens.set('company_admin A', await signIn('company_admin', companyA.id));
    tokens.set('agent A', await signIn('agent', companyA.id));
    tokens.set('company_admin B', await signIn('company_admin', companyB.id));
    tokens.set('agent B', await signIn('agent', companyB.id));
    tokens.set('user without company', await signIn('agent', null));
    tokens.set('guest', undefined);
  });

  const as = (actor: ActorName) => {
    const token = tokens.get(actor);
    return token ? { token } : {};
  };
  const newProperty = async () => (await buildProperty(t.database.db, { company: companyA })).property;
  const create = (propertyId: number | string, listing: unknown, actor: ActorName = 'agent A') =>
    client.post(`/api/v1/properties/${propertyId}/listings`, { listing }, as(actor));
  const created = async (propertyId: number, listing: unknown) => {
    const res = await create(propertyId, listing);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ listing: ListingSummary }>().listing;
  };

  it('creates a rent offer with its terms and its price in soles, and the property carries it', async () => {
    const property = await newProperty();
    const listing = await created(property.id, rent);
    expect(listing).toEqual({
      id: expect.any(Number),
      operation: 'rent',
      price: '2800.00',
      currency: 'PEN',
      status: 'active',
      maintenance_fee: '350.00',
      min_term_months: 12,
      price_pen: '2800.00',
    });
    const dollars = await created(property.id, sale);
    expect(dollars.price_pen).toBe('937500.00');
    const publicView = await client.get(`/api/v1/properties/${property.slug}`);
    expect(publicView.json<{ property: { listings: ListingSummary[] } }>().property.listings).toEqual([
      listing,
      dollars,
    ]);
  });

  for (const [actor, outcome] of Object.entries(expected) as [ActorName, 'ok' | 401 | 404][]) {
    it(`${actor}: create ${outcome === 'ok' ? 201 : outcome}, edit ${outcome === 'ok' ? 200 : outcome}, delete ${outcome === 'ok' ? 204 : outcome}`, async () => {
      const property = await newProperty();
      const res = await create(property.id, sale, actor);
      expect(res.statusCode, res.body).toBe(outcome === 'ok' ? 201 : outcome);
      const existing = await created(property.id, rent);
      const patched = await client.patch(
        `/api/v1/listings/${existing.id}`,
        { listing: { price: 3000 } },
        as(actor),
      );
      expect(patched.statusCode, patched.body).toBe(outcome === 'ok' ? 200 : outcome);
      const deleted = await client.delete(`/api/v1/listings/${existing.id}`, as(actor));
      expect(deleted.statusCode, deleted.body).toBe(outcome === 'ok' ? 204 : outcome);
      // A refused call changed nothing.
      const seen = await readProperty(client, adminToken, property.id);
      if (outcome === 'ok') {
        expect(seen.listings.map((l) => l.operation)).toEqual(['sale']);
      } else {
        expect(seen.listings).toEqual([{ ...existing }]);
      }
    });
  }

  it('refuses a second active offer of the same operation with 409, also when re-activating one', async () => {
    const property = await newProperty();
    await created(property.id, sale);
    const second = await create(property.id, { ...sale, currency: 'PEN', price: 900000 });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().message).toBe('Ya existe una oferta activa de venta para esta propiedad');

    const paused = await created(property.id, { ...rent, status: 'paused' });
    await created(property.id, rent);
    const reactivated = await client.patch(
      `/api/v1/listings/${paused.id}`,
      { listing: { status: 'active' } },
      as('agent A'),
    );
    expect(reactivated.statusCode, reactivated.body).toBe(409);
    expect(reactivated.json().message).toBe('Ya existe una oferta activa de alquiler para esta propiedad');
  });

  it('lets only one of two simultaneous active offers of an operation through', async () => {
    const property = await newProperty();
    const answers = await Promise.all([
      create(property.id, sale),
      create(property.id, { ...sale, price: 260000 }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('edits an offer in place: same id, only what is sent changes, price in soles recomputed', async () => {
    const property = await newProperty();
    const listing = await created(property.id, rent);
    const res = await client.patch(
      `/api/v1/listings/${listing.id}`,
      { listing: { currency: 'USD', price: '800', maintenance_fee: null } },
      as('agent A'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().listing).toEqual({
      ...listing,
      currency: 'USD',
      price: '800.00',
      maintenance_fee: null,
      price_pen: '3000.00',
    });
  });

  it('answers 422 naming the field for bad values', async () => {
    const property = await newProperty();
    const cases: [unknown, string][] = [
      [{ ...sale, price: 0 }, 'listing.price: El precio de la oferta debe ser un número mayor que 0'],
      [{ ...sale, price: -5 }, 'listing.price: El precio de la oferta debe ser un número mayor que 0'],
      [{ ...sale, price: 1e13 }, 'listing.price: El precio de la oferta es demasiado alto'],
      [{ ...sale, currency: 'EUR' }, 'listing.currency: Moneda no válida (PEN o USD)'],
      [{ ...sale, operation: 'swap' }, 'listing.operation: Operación no válida (venta o alquiler)'],
      [
        { ...sale, status: 'sold' },
        'listing.status: Estado de la oferta no válido (active, paused o closed)',
      ],
      [
        { ...sale, maintenance_fee: 100 },
        'listing.maintenance_fee: El mantenimiento solo se indica en una oferta de alquiler',
      ],
      [
        { ...sale, min_term_months: 6 },
        'listing.min_term_months: El plazo mínimo solo se indica en una oferta de alquiler',
      ],
      [
        { ...rent, min_term_months: 121 },
        'listing.min_term_months: El plazo mínimo debe ser un número entero de meses entre 1 y 120',
      ],
      [
        { ...rent, min_term_months: 1.5 },
        'listing.min_term_months: El plazo mínimo debe ser un número entero de meses entre 1 y 120',
      ],
      [
        { ...rent, maintenance_fee: -1 },
        'listing.maintenance_fee: El mantenimiento debe ser un número mayor o igual a 0',
      ],
      [{ ...sale, color: 'rojo' }, 'listing: Campo no permitido: color'],
    ];
    for (const [listing, message] of cases) {
      expect(validationErrors(await create(property.id, listing))).toContain(message);
    }
    const missing = validationErrors(await create(property.id, { operation: 'sale' }));
    expect(missing).toContain('listing.price: El precio de la oferta debe ser un número mayor que 0');

    // A PATCH turning a rent with terms into a sale must clear them.
    const withTerms = await created(property.id, rent);
    const toSale = await client.patch(
      `/api/v1/listings/${withTerms.id}`,
      { listing: { operation: 'sale' } },
      as('agent A'),
    );
    expect(validationErrors(toSale)).toEqual([
      'listing.maintenance_fee: El mantenimiento solo se indica en una oferta de alquiler',
      'listing.min_term_months: El plazo mínimo solo se indica en una oferta de alquiler',
    ]);
    const cleared = await client.patch(
      `/api/v1/listings/${withTerms.id}`,
      { listing: { operation: 'sale', maintenance_fee: null, min_term_months: null } },
      as('agent A'),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it('answers 404 for an unknown offer or property, whatever the id looks like', async () => {
    for (const id of ['999999', 'abc', '99999999999']) {
      expect((await client.patch(`/api/v1/listings/${id}`, { listing: {} }, as('admin'))).statusCode).toBe(
        404,
      );
      expect((await client.delete(`/api/v1/listings/${id}`, as('admin'))).statusCode).toBe(404);
      expect((await create(id, sale, 'admin')).statusCode).toBe(404);
    }
  });

  it('public answers carry active offers only; the editor and my_properties carry every one', async () => {
    const property = await newProperty();
    const active = await created(property.id, sale);
    const paused = await created(property.id, { ...rent, status: 'paused' });
    const publicView = await client.get(`/api/v1/properties/${property.id}`);
    expect(publicView.json().property.listings).toEqual([active]);
    const editorView = await readProperty(client, tokens.get('agent A')!, property.id);
    expect(editorView.listings).toEqual([active, paused]);

    const mine = await client.get('/api/v1/my_properties', {
      ...as('agent A'),
      query: { operation: 'rent', per_page: '100' },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const cards = mine.json<{ properties: { id: number; listings: ListingSummary[] }[] }>().properties;
    expect(cards.find((card) => card.id === property.id)?.listings).toEqual([active, paused]);
    expect(cards.every((card) => card.listings.some((l) => l.operation === 'rent'))).toBe(true);
  });
});
