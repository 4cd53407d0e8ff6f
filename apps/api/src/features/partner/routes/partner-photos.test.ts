import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMediaServer, type MediaServer } from '../../../../test/media-server.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { apartment, createKey, partner } from '../test/partner-test-support.ts';

/*
 * Photos by address (docs/product/partner-api.md, "Fotos"): the PUT answers at once with the addresses still
 * to fetch; they are fetched in the background through the import's guarded fetch and read back ready or
 * failed with the reason; the same address is not fetched twice.
 */

interface Media {
  source_url: string | null;
  state: string;
  error: string | null;
  image_url: string | null;
}

describe('partner API photos', () => {
  const t = useTestApp({ IMPORT_FETCH_ALLOW_HOSTS: '127.0.0.1' });
  let media: MediaServer;
  let api: ReturnType<typeof partner>;

  beforeAll(async () => {
    media = await startMediaServer();
    const admin = await createSignedInUser(t.database.db, { role: 'company_admin' });
    api = partner(t.app, (await createKey(t.client, admin.token, admin.user.companyId ?? 0)).secret);
  });
  afterAll(async () => media.close());

  it('answers with the pending photos, then shows them ready or failed', async () => {
    const good = media.url('/foto-1.jpg');
    const missing = media.url('/no-existe.jpg');
    const body = apartment({
      Media: [
        { MediaURL: good, MediaCategory: 'Photo', Order: 1 },
        { MediaURL: missing, MediaCategory: 'Photo', Order: 2 },
      ],
    });
    const res = await api.put('/listings/FOTO-1', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ pending_media: string[] }>().pending_media).toEqual([good, missing]);

    await t.app.background.settled();
    const read = (await api.get('/listings/FOTO-1')).json<{ listing: { media: Media[] } }>().listing.media;
    expect(read).toEqual([
      expect.objectContaining({
        source_url: good,
        state: 'ready',
        image_url: expect.stringMatching(/large\.webp$/),
      }),
      { source_url: missing, state: 'failed', error: 'el servidor respondió 404', image_url: null },
    ]);

    // Sent again: the stored photo is not fetched again; the failed one is tried again.
    const again = await api.put('/listings/FOTO-1', { ...body, Title: 'Otro título' });
    expect(again.json<{ pending_media: string[] }>().pending_media).toEqual([missing]);
    await t.app.background.settled();
    expect(media.hits('/foto-1.jpg')).toBe(1);
    expect(media.hits('/no-existe.jpg')).toBe(2);
  });
});
