import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import type { Database } from '../../../platform/db/client.ts';
import { mediaAssets, properties } from '../../../platform/db/schema/index.ts';
import type { FileStorage } from '../../../platform/storage/storage.ts';
import { jpegImage, propertyFiles } from '../routes/media-test-support.ts';
import { uploadPropertyPhoto } from './upload-photo.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const silentLog = { error: () => {} };

/** The app's database, except that every transaction fails as if the connection dropped. */
function failingTransactions(db: Database): Database {
  return Object.create(db, {
    transaction: {
      value: async () => {
        throw new Error('conexión perdida');
      },
    },
  }) as Database;
}

describe('uploadPropertyPhoto', () => {
  it('removes the files it wrote when the row cannot be written', async () => {
    const { property } = await buildProperty(t.database.db);
    const written: string[] = [];
    const storage = Object.create(t.app.storage, {
      put: {
        value: (key: string, data: Buffer) => {
          written.push(key);
          return t.app.storage.put(key, data);
        },
      },
    }) as FileStorage;
    const deps = { db: failingTransactions(t.database.db), storage, log: silentLog };
    const upload = { data: await jpegImage(60, 40), fields: {} };
    await expect(uploadPropertyPhoto(deps, property.id, upload)).rejects.toThrow('conexión perdida');
    // Both sizes and the renditions (one width: the photo is narrower than 400 px) were written first,
    // then taken back.
    expect(written.map((key) => key.split('/').pop()).sort()).toEqual([
      '60w.avif',
      '60w.webp',
      'large.webp',
      'thumb.webp',
    ]);
    expect(await propertyFiles(t, property.id)).toEqual([]);
    expect(
      await t.database.db.select().from(mediaAssets).where(eq(mediaAssets.propertyId, property.id)),
    ).toEqual([]);
  });

  it('removes the files and writes nothing when the property was deleted meanwhile', async () => {
    const { property } = await buildProperty(t.database.db);
    const deps = { db: t.database.db, storage: t.app.storage, log: silentLog };
    await t.database.db.delete(properties).where(eq(properties.id, property.id));
    const row = await uploadPropertyPhoto(deps, property.id, { data: await jpegImage(60, 40), fields: {} });
    expect(row).toBeUndefined();
    expect(await propertyFiles(t, property.id)).toEqual([]);
  });
});
