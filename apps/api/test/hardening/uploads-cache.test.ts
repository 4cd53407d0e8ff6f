import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/platform/db/schema/index.ts';
import { jpegImage, photoForm } from '../../src/features/properties/routes/media-test-support.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { buildProperty } from '../factories/properties.ts';
import { createSignedInUser } from '../factories/users.ts';
import { TestClient } from '../http-client.ts';

/*
 * Photos of draft, private and archived properties stayed publicly cacheable for a year under
 * their random URLs, and a missing file under /uploads/ answered 200 with the app page.
 */

let t: TestApp;
let client: TestClient;
let token: string;
let companyId: number;
const distDir = path.join(os.tmpdir(), `inmoperu-dist-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  // A built web app, so that an unknown address would get its page.
  mkdirSync(distDir, { recursive: true });
  writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head></head><body>app</body></html>',
  );
  t = await buildTestApp({ WEB_DIST_DIR: distDir });
  client = new TestClient(t.app);
  const owner = await createSignedInUser(t.app.db, { role: 'company_admin' });
  token = owner.token;
  companyId = owner.user.companyId ?? 0;
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function uploadPhoto(propertyId: number): Promise<{ url: string; thumbnail_url: string }> {
  const form = photoForm(await jpegImage());
  const res = await client.post(`/api/v1/properties/${propertyId}/media_assets`, form.payload, {
    token,
    headers: form.headers,
  });
  expect(res.statusCode).toBe(201);
  return res.json().media_asset;
}

describe('Cache-Control of property files follows the property', () => {
  it('only a publicly listed property has files cacheable by anyone; the others answer private, no-store', async () => {
    const { property } = await buildProperty(t.app.db, { companyId, status: 'draft' });
    const photo = await uploadPhoto(property.id);
    const cacheOf = async (url: string) => {
      const res = await client.get(url);
      expect(res.statusCode).toBe(200);
      return res.headers['cache-control'];
    };
    const hidden = { hiddenAt: new Date(), companySuspended: false };
    const suspended = { hiddenAt: null, companySuspended: true };
    const shown = { hiddenAt: null, companySuspended: false };
    const states = [
      ['draft', 'public', shown, 'private, no-store'],
      ['published', 'private', shown, 'private, no-store'],
      ['published', 'unlisted', shown, 'private, no-store'],
      ['archived', 'public', shown, 'private, no-store'],
      // Taken down by an admin: out of the catalogue, so out of shared caches too.
      ['published', 'public', hidden, 'private, no-store'],
      ['published', 'public', suspended, 'private, no-store'],
      ['published', 'public', shown, 'public, max-age=31536000, immutable'],
    ] as const;
    for (const [status, visibility, trust, expected] of states) {
      await t.app.db
        .update(properties)
        .set({ status, visibility, ...trust })
        .where(eq(properties.id, property.id));
      for (const url of [photo.url, photo.thumbnail_url]) {
        expect({ status, visibility, trust, cache: await cacheOf(url) }).toEqual({
          status,
          visibility,
          trust,
          cache: expected,
        });
      }
    }
  });
});

describe('a missing file under /uploads/', () => {
  it('answers 404, not the web app page', async () => {
    for (const url of ['/uploads/properties/1/photos/0000/large.webp', '/uploads/no-existe.webp']) {
      const res = await client.get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).not.toContain('<html');
    }
    // The app page itself is still served for its own addresses.
    expect((await client.get('/propiedades')).body).toContain('<html');
  });
});
