import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { findUserById } from '../../auth/users-repository.ts';
import { multipartFile, pngImage } from './test-support.ts';

const t = useTestApp();
const client = t.client;

const upload = (token: string, body: { payload: Buffer; headers: Record<string, string> }) =>
  client.post('/api/v1/me/avatar', body.payload, { token, headers: body.headers });

describe('POST /me/avatar', () => {
  it('stores a re-encoded 256x256 WebP, serves it, and replaces and removes it', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const res = await upload(token, multipartFile('avatar', 'yo.png', 'image/png', await pngImage(300, 200)));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().user.avatar_url;
    expect(url).toMatch(new RegExp(`^/uploads/users/${user.id}/avatar-[0-9a-f]+\\.webp$`));
    const served = await client.get(url);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await client.get('/api/v1/me', { token })).json().user.avatar_url).toBe(url);

    const second = await upload(token, multipartFile('avatar', 'otra.png', 'image/png', await pngImage()));
    const secondUrl: string = second.json().user.avatar_url;
    expect(secondUrl).not.toBe(url);
    const oldKey = url.replace('/uploads/', '');
    expect(await t.app.storage.exists(oldKey)).toBe(false);

    const removed = await client.delete('/api/v1/me/avatar', { token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().user.avatar_url).toBeNull();
    expect((await findUserById(t.app.db, user.id))?.avatarKey).toBeNull();
    expect(await t.app.storage.exists(secondUrl.replace('/uploads/', ''))).toBe(false);
  });

  it('refuses an SVG (even named .png) with 415', async () => {
    const { user, token } = await createSignedInUser(t.app.db);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [name, type] of [
      ['a.svg', 'image/svg+xml'],
      ['a.png', 'image/png'],
    ] as const) {
      const res = await upload(token, multipartFile('avatar', name, type, svg));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        error: 'unsupported_media_type',
        message: 'Solo se permiten archivos de imagen.',
      });
    }
    expect((await findUserById(t.app.db, user.id))?.avatarKey).toBeNull();
  });

  it('refuses more than 5 MB with 413 and the Spanish message', async () => {
    const { token } = await createSignedInUser(t.app.db);
    const png = await pngImage();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length + 10)]);
    const res = await upload(token, multipartFile('avatar', 'grande.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'file_too_large',
      message: 'El archivo es demasiado grande. Máximo 5MB.',
    });
  });

  it('without the avatar field, or not multipart: 422; without a session: 401', async () => {
    const { token } = await createSignedInUser(t.app.db);
    const wrongField = await upload(token, multipartFile('foto', 'a.png', 'image/png', await pngImage()));
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().message).toBe('Selecciona una imagen');
    const json = await client.post('/api/v1/me/avatar', { avatar: 'x' }, { token });
    expect(json.statusCode).toBe(422);
    const anonymous = await client.post('/api/v1/me/avatar', undefined);
    expect(anonymous.statusCode).toBe(401);
  });
});
