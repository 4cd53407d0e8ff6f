import type { ImportRowsResponse } from '@inmuebles/shared/imports/import-run-schema';
import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { TestClient } from '../../../../test/http-client.ts';
import { startMediaServer, type MediaServer } from '../../../../test/media-server.ts';
import { properties } from '../../../platform/db/schema/index.ts';
import { confirmAndWait, house, jsonFile, preview } from './import-test-support.ts';

/*
 * Photos by address (docs/product/imports.md, "Fotos"): fetched after the rows from a local server that the
 * configuration allows (IMPORT_FETCH_ALLOW_HOSTS), stored as the editor stores uploads; a 404, an HTML page
 * and a redirect to a private address become warnings on the row and the property is still imported; a
 * photo already imported from the same address is not fetched again, and bytes the property already has
 * under another address are not stored twice.
 */

describe('import photos', () => {
  let t: TestApp;
  let client: TestClient;
  let token: string;
  let server: MediaServer;

  beforeAll(async () => {
    server = await startMediaServer();
    t = await buildTestApp({ IMPORT_FETCH_ALLOW_HOSTS: '127.0.0.1' });
    client = new TestClient(t.app);
    token = (await createSignedInUser(t.database.db, { role: 'company_admin' })).token;
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  const photos = (...paths: string[]) => paths.map((path) => ({ MediaURL: server.url(path) }));

  it('stores the photos that arrive and warns about the others on their row', async () => {
    const listing = house('F-1', {
      Media: photos('/foto-1.jpg', '/no-existe.jpg', '/pagina.html', '/a-privada', '/foto-2.jpg'),
    });
    const run = await preview(client, token, jsonFile([listing]));
    const done = await confirmAndWait(t, client, token, run.id);
    expect(done.progress).toMatchObject({ written: 1, photos_total: 5, photos_done: 2, photos_failed: 3 });

    const [row] = (await client.get(`/api/v1/imports/${run.id}/rows`, { token })).json<ImportRowsResponse>()
      .rows;
    expect(row?.warnings).toEqual([
      `Fila 1, foto 2 (${server.url('/no-existe.jpg')}): el servidor respondió 404. El aviso se importó sin ella`,
      `Fila 1, foto 3 (${server.url('/pagina.html')}): Solo se permiten archivos de imagen. Formatos permitidos: JPEG, PNG, WebP o GIF. El aviso se importó sin ella`,
      `Fila 1, foto 4 (${server.url('/a-privada')}): la dirección apunta a una red privada o local. El aviso se importó sin ella`,
    ]);
    const [stored] = await t.database.db.select().from(properties).where(eq(properties.referenceCode, 'F-1'));
    const detail = (await client.get(`/api/v1/properties/${stored?.id}`, { token })).json<{
      property: PropertyDetail;
    }>();
    expect(detail.property.media_assets).toHaveLength(2);
  });

  it('does not fetch again a photo already imported from the same address', async () => {
    const listing = house('F-1', {
      ListPrice: 360000,
      Media: photos('/foto-1.jpg', '/foto-2.jpg', '/foto-3.jpg'),
    });
    const run = await preview(client, token, jsonFile([listing]));
    const done = await confirmAndWait(t, client, token, run.id);
    expect(done.progress).toMatchObject({ photos_total: 3, photos_done: 3, photos_failed: 0 });
    expect([server.hits('/foto-1.jpg'), server.hits('/foto-2.jpg'), server.hits('/foto-3.jpg')]).toEqual([
      1, 1, 1,
    ]);
  });

  it('does not store a second copy of bytes the property already has under another address', async () => {
    const detailOf = async (propertyId: number) =>
      (await client.get(`/api/v1/properties/${propertyId}`, { token })).json<{ property: PropertyDetail }>()
        .property;
    const first = await preview(
      client,
      token,
      jsonFile([house('B-1', { Media: photos('/copia-a.jpg', '/foto-b1.jpg', '/copia-b.jpg') })]),
    );
    const done = await confirmAndWait(t, client, token, first.id);
    expect(done.progress).toMatchObject({ photos_total: 3, photos_done: 3, photos_failed: 0 });
    const [row] = (await client.get(`/api/v1/imports/${first.id}/rows`, { token })).json<ImportRowsResponse>()
      .rows;
    const propertyId = row?.property_id ?? 0;
    expect((await detailOf(propertyId)).media_assets).toHaveLength(2);

    // The next import names the same bytes at a new address: fetched, recognised, not stored.
    const second = await preview(
      client,
      token,
      jsonFile([house('B-1', { ListPrice: 370000, Media: photos('/copia-c.jpg', '/foto-b2.jpg') })]),
    );
    expect((await confirmAndWait(t, client, token, second.id)).progress).toMatchObject({
      photos_total: 2,
      photos_done: 2,
    });
    expect(server.hits('/copia-c.jpg')).toBe(1);
    expect((await detailOf(propertyId)).media_assets).toHaveLength(3);
  });
});
