import type { OwnerListingsResponse } from '@inmuebles/shared/owners/owner-schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { ownerBody, publishAsOwner } from './owner-test-support.ts';

/* "Publicar mi inmueble" (docs/product/owners.md): who may, the partida, the limit of active listings. */
describe('POST /api/v1/owner/properties', () => {
  const t = useTestApp();
  const client = t.client;

  const ownerListings = async (token: string) => {
    const res = await client.get('/api/v1/owner/properties', { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OwnerListingsResponse>();
  };

  it('a searcher publishes a first listing, which waits for review out of the public catalogue', async () => {
    const { token } = await createSignedInUser(t.database.db, { role: 'user', firstName: 'Rosa María' });
    const created = await publishAsOwner(client, token);
    expect(created.status).toBe('draft');
    expect(created.can_edit).toBe(true);

    const mine = await ownerListings(token);
    expect(mine.properties.map((p) => [p.title, p.status, p.review_status])).toEqual([
      ['Departamento de dueño en Miraflores', 'draft', 'pending'],
    ]);
    expect(mine).toMatchObject({ active: 1, max_active: 2 });

    // Not public while under review: a guest gets the same 404 as for a missing property.
    expect((await client.get(`/api/v1/properties/${created.slug}`)).statusCode).toBe(404);
  });

  it('a third active listing is refused with 409 naming the limit; archiving one makes room', async () => {
    const { token } = await createSignedInUser(t.database.db, { role: 'user' });
    const first = await publishAsOwner(client, token, { title: 'Primer departamento' });
    await publishAsOwner(client, token, { title: 'Segundo departamento', status: 'draft' });

    const third = await client.post('/api/v1/owner/properties', ownerBody({ title: 'Tercero' }), { token });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      error: 'owner_listing_limit',
      message:
        'Ya tienes 2 inmuebles activos, el máximo para un dueño directo: archiva uno para publicar otro',
    });

    const archived = await client.patch(
      `/api/v1/properties/${first.id}`,
      { property: { status: 'archived' } },
      { token },
    );
    expect(archived.statusCode, archived.body).toBe(200);
    await publishAsOwner(client, token, { title: 'Tercero' });

    // Taking the archived one back out would make three.
    const back = await client.patch(
      `/api/v1/properties/${first.id}`,
      { property: { status: 'draft' } },
      { token },
    );
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ error: 'owner_listing_limit' });
    expect((await ownerListings(token)).active).toBe(2);
  });

  it("the partida is required, and a wrong format is a 422 with the trust rules' message", async () => {
    const { token } = await createSignedInUser(t.database.db, { role: 'user' });
    const missing = await client.post(
      '/api/v1/owner/properties',
      ownerBody({ registry_office: null, registry_number: null }),
      { token },
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ errors: string[] }>().errors).toEqual([
      'property.registry_number: Indica la partida registral de tu inmueble (oficina y número): la revisamos antes de publicar',
    ]);

    const wrong = await client.post('/api/v1/owner/properties', ownerBody({ registry_number: '1234' }), {
      token,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain(
      'El número de partida registral debe tener exactamente 8 dígitos (solo números)',
    );
    expect((await ownerListings(token)).properties).toEqual([]);
  });

  it('an agent or a company_admin using the owner path is refused before the body is read', async () => {
    for (const role of ['agent', 'company_admin', 'admin'] as const) {
      const { token } = await createSignedInUser(t.database.db, { role });
      // Even an invalid body: the refusal comes first.
      const res = await client.post('/api/v1/owner/properties', { property: {} }, { token });
      expect(res.statusCode, role).toBe(403);
      expect(res.json<{ message: string }>().message).toContain('Las inmobiliarias publican desde su panel');
    }
    expect((await client.post('/api/v1/owner/properties', ownerBody())).statusCode).toBe(401);
  });

  it("an owner manages only their own listings; another owner and a company's staff get 404", async () => {
    const db = t.database.db;
    const owner = await createSignedInUser(db, { role: 'user' });
    const otherOwner = await createSignedInUser(db, { role: 'user' });
    const agency = await createSignedInUser(db, { role: 'company_admin' });
    const listing = await publishAsOwner(client, owner.token);

    for (const outsider of [otherOwner, agency]) {
      const res = await client.patch(
        `/api/v1/properties/${listing.id}`,
        { property: { title: 'Mío' } },
        {
          token: outsider.token,
        },
      );
      expect(res.statusCode).toBe(404);
      expect(
        (await client.get(`/api/v1/properties/${listing.id}`, { token: outsider.token })).statusCode,
      ).toBe(404);
    }
    const own = await client.patch(
      `/api/v1/properties/${listing.id}`,
      { property: { title: 'Mi depa' } },
      {
        token: owner.token,
      },
    );
    expect(own.statusCode, own.body).toBe(200);
  });
});
