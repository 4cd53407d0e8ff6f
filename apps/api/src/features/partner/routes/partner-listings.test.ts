import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { contactRequests, properties } from '../../../platform/db/schema/index.ts';
import { apartment, createKey, partner } from '../test/partner-test-support.ts';

/*
 * The partner API's listings and leads (docs/product/partner-api.md): the upsert with the import's rules and
 * Spanish errors, Idempotency-Key, concurrent PUTs of one code, the state a CRM reads back, archive, cursor
 * pages, leads, and the refusals (404 for another company's code, 413, 422 for a bad code).
 */

interface Listing {
  reference: string;
  id: number;
  state: string;
  title: string;
  public_url: string;
  offers: { operation: string; price: string }[];
  counts: { views: number; favourites: number; contact_requests: number };
}

describe('partner API: listings and leads', () => {
  const t = useTestApp();
  let companyId: number;
  let sessionToken: string;
  let api: ReturnType<typeof partner>;
  let otherApi: ReturnType<typeof partner>;

  beforeAll(async () => {
    const admin = await createSignedInUser(t.database.db, { role: 'company_admin' });
    companyId = admin.user.companyId ?? 0;
    sessionToken = admin.token;
    api = partner(t.app, (await createKey(t.client, admin.token, companyId)).secret);
    const other = await createSignedInUser(t.database.db, { role: 'company_admin' });
    otherApi = partner(t.app, (await createKey(t.client, other.token, other.user.companyId ?? 0)).secret);
  });

  const byCode = async (code: string) =>
    t.database.db
      .select()
      .from(properties)
      .where(and(eq(properties.companyId, companyId), eq(properties.referenceCode, code)));

  it('creates a listing with 201, updates it with 200, and keeps one property', async () => {
    const created = await api.put('/listings/AB-1', apartment());
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<{ listing: Listing; created: boolean; pending_media: string[] }>();
    expect(body).toMatchObject({ created: true, pending_media: [] });
    expect(body.listing).toMatchObject({
      reference: 'AB-1',
      state: 'published',
      title: 'Departamento con vista al mar',
      offers: [{ operation: 'sale', price: '285000.00' }],
      counts: { views: 0, favourites: 0, contact_requests: 0 },
    });
    expect(body.listing.public_url).toMatch(/^http:\/\/localhost:3000\/propiedad\//);

    const updated = await api.put('/listings/AB-1', apartment({ ListPrice: 279000, ListingKey: 'AB-1' }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json<{ listing: Listing; created: boolean }>()).toMatchObject({
      created: false,
      listing: { id: body.listing.id, offers: [{ price: '279000.00' }] },
    });
    expect(await byCode('AB-1')).toHaveLength(1);

    const read = await api.get('/listings/AB-1');
    expect(read.json<{ listing: Listing }>().listing.offers[0]?.price).toBe('279000.00');
  });

  it('answers 422 naming each field in Spanish, as the import does', async () => {
    const res = await api.put(
      '/listings/AB-2',
      apartment({
        ListPrice: -5,
        Currency: 'EUR',
        City: 'Mirafloes',
        Ubigeo: undefined,
        CountyOrParish: 'Lima',
        StateOrProvince: 'Lima',
      }),
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json<{ errors: string[] }>().errors;
    expect(errors).toContain('Precio: Debe ser un número mayor que 0');
    expect(errors.some((e) => e.startsWith('Moneda: '))).toBe(true);

    const mismatch = await api.put('/listings/AB-2', apartment({ ListingKey: 'OTRO' }));
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json<{ errors: string[] }>().errors).toEqual([
      'Código de referencia: ListingKey debe ser igual al código de la dirección',
    ]);
    const badCode = await api.put('/listings/AB%20Ñ', apartment());
    expect(badCode.statusCode).toBe(422);
    expect(badCode.body).toContain('solo letras, números, punto, guion y guion bajo');
    const tooLong = await api.put(`/listings/${'a'.repeat(65)}`, apartment());
    expect(tooLong.statusCode).toBe(422);
    expect(await byCode('AB-2')).toHaveLength(0);
  });

  it('honours Idempotency-Key: same body same answer, other body 422', async () => {
    const first = await api.put('/listings/ID-1', apartment(), { 'idempotency-key': 'k-1' });
    expect(first.statusCode).toBe(201);
    const again = await api.put('/listings/ID-1', apartment(), { 'idempotency-key': 'k-1' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());

    const other = await api.put('/listings/ID-1', apartment({ ListPrice: 1 }), { 'idempotency-key': 'k-1' });
    expect(other.statusCode).toBe(422);
    expect(other.json<{ errors: string[] }>().errors[0]).toContain('Idempotency-Key ya se usó');
    expect((await api.get('/listings/ID-1')).json<{ listing: Listing }>().listing.offers[0]?.price).toBe(
      '285000.00',
    );
  });

  it('two concurrent PUTs of one new code make one property', async () => {
    const answers = await Promise.all([
      api.put('/listings/RACE-1', apartment({ Title: 'Primero' })),
      api.put('/listings/RACE-1', apartment({ Title: 'Segundo' })),
      api.put('/listings/RACE-1', apartment({ Title: 'Tercero' })),
    ]);
    for (const res of answers) expect([200, 201, 409], res.body).toContain(res.statusCode);
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(await byCode('RACE-1')).toHaveLength(1);
  });

  it('another company’s code is 404, and DELETE archives', async () => {
    expect((await otherApi.get('/listings/AB-1')).statusCode).toBe(404);
    expect((await otherApi.delete('/listings/AB-1')).statusCode).toBe(404);
    const archived = await api.delete('/listings/AB-1');
    expect(archived.statusCode).toBe(200);
    expect(archived.json<{ listing: Listing }>().listing.state).toBe('archived');
    const [row] = await byCode('AB-1');
    expect(row?.status).toBe('archived');
    // The same body again brings it back as it says.
    const back = await api.put('/listings/AB-1', apartment({ ListPrice: 279000 }));
    expect(back.json<{ listing: Listing }>().listing.state).toBe('published');
  });

  it('shows a listing hidden by an admin with the reason', async () => {
    await api.put('/listings/HID-1', apartment());
    await t.database.db
      .update(properties)
      .set({ hiddenAt: new Date(), hiddenReason: 'Fotos de otra propiedad' })
      .where(and(eq(properties.companyId, companyId), eq(properties.referenceCode, 'HID-1')));
    const res = await api.get('/listings/HID-1');
    expect(res.json()).toMatchObject({
      listing: { state: 'hidden', state_reason: 'Fotos de otra propiedad' },
    });
    const hidden = await api.get('/listings', { status: 'hidden' });
    expect(hidden.json<{ listings: Listing[] }>().listings.map((l) => l.reference)).toEqual(['HID-1']);
  });

  it('pages every listing once by opaque cursor', async () => {
    // Written straight to the database: the page size, not the writer, is under test here.
    for (let i = 0; i < 55; i += 1) {
      await buildProperty(t.database.db, { companyId, referenceCode: `PG-${i}`, title: `Aviso ${i}` });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await api.get('/listings', cursor ? { cursor } : undefined);
      expect(res.statusCode).toBe(200);
      const page = res.json<{ listings: Listing[]; next_cursor: string | null }>();
      seen.push(...page.listings.map((l) => l.reference));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(new Set(seen).size).toBe(seen.length);
    for (let i = 0; i < 55; i += 1) expect(seen).toContain(`PG-${i}`);

    const future = await api.get('/listings', { updated_since: '2999-01-01T00:00:00Z' });
    expect(future.json()).toEqual({ listings: [], next_cursor: null });
    expect((await api.get('/listings', { cursor: 'basura' })).statusCode).toBe(422);
    expect((await api.get('/listings', { updated_since: 'ayer' })).statusCode).toBe(422);
  });

  it('pulls the company’s leads with the property’s reference code', async () => {
    const [property] = await byCode('ID-1');
    const [otherProperty] = await byCode('RACE-1');
    if (!property || !otherProperty) throw new Error('fixtures missing');
    await t.database.db.insert(contactRequests).values([
      { propertyId: property.id, companyId, name: 'María', email: 'maria@example.pe', message: 'Hola' },
      { propertyId: otherProperty.id, companyId, name: 'José', phone: '987654321', message: 'Buenas' },
    ]);
    const res = await api.get('/leads');
    expect(res.statusCode).toBe(200);
    const { leads, next_cursor } = res.json<{
      leads: { reference: string; name: string }[];
      next_cursor: null;
    }>();
    expect(leads.map((l) => [l.reference, l.name])).toEqual([
      ['ID-1', 'María'],
      ['RACE-1', 'José'],
    ]);
    expect(next_cursor).toBeNull();
    expect((await otherApi.get('/leads')).json()).toEqual({ leads: [], next_cursor: null });
    expect((await api.get('/leads', { since: '2999-01-01T00:00:00Z' })).json()).toEqual({
      leads: [],
      next_cursor: null,
    });
  });

  it('lists what the keys wrote for the Integraciones page, newest first', async () => {
    const res = await t.client.get(`/api/v1/companies/${companyId}/partner_activity`, {
      token: sessionToken,
    });
    expect(res.statusCode).toBe(200);
    const activity = res.json<{ activity: { action: string; reference: string; key_name: string }[] }>()
      .activity;
    expect(activity[0]).toMatchObject({ action: 'created', reference: 'HID-1', key_name: 'CRM de prueba' });
    const ab1 = activity.filter((a) => a.reference === 'AB-1').map((a) => a.action);
    expect(ab1).toEqual(['updated', 'archived', 'updated', 'created']);
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await api.put('/listings/BIG-1', apartment({ PublicRemarks: 'x'.repeat(300 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'payload_too_large' });
  });
});

describe('partner API in the OpenAPI document', () => {
  const t = useTestApp();

  it('lists every partner route with its key scheme, an example body and an example answer', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
    }>();
    expect(docs.components.securitySchemes.partnerApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const operations = Object.entries(docs.paths)
      .filter(([path]) => path.startsWith('/api/partner/v1/'))
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({ key: `${method} ${path}`, op })),
      );
    expect(operations.map((o) => o.key).sort()).toEqual([
      'delete /api/partner/v1/listings/{reference}',
      'get /api/partner/v1/leads',
      'get /api/partner/v1/listings',
      'get /api/partner/v1/listings/{reference}',
      'put /api/partner/v1/listings/{reference}',
    ]);
    for (const { key, op } of operations) {
      expect(op.security, key).toEqual([{ partnerApiKey: [] }]);
      const text = JSON.stringify(op.responses);
      expect(text, key).toMatch(/"examples?":/);
    }
    const put = docs.paths['/api/partner/v1/listings/{reference}']?.put;
    expect(JSON.stringify(put?.requestBody)).toContain('"example"');
    expect(JSON.stringify(put?.requestBody)).toContain('#/components/schemas/ImportListingInput');
    expect(docs.components.schemas.ImportListingInput).toEqual({
      $ref: '#/components/schemas/ImportListing',
    });
  });
});
