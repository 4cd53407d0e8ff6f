import type { ProjectResponse } from '@inmuebles/shared/projects/project-schema';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { isReferenced, referencedUploads } from '../../../platform/storage/referenced-uploads.ts';
import {
  jpegImage,
  listStoredFiles,
  mediaFixture,
  multipartForm,
  photoForm,
  pngImage,
  type MediaFixture,
  type MultipartBody,
} from '../../properties/routes/media-test-support.ts';
import { addUnitType, createProject } from './test-support.ts';

/*
 * A project's gallery and floor plans (docs/product/projects.md §7): the property photos' pipeline, the
 * project's managers only.
 */

const t = useTestApp();
const client = t.client;
let fx: MediaFixture;

beforeAll(async () => {
  fx = await mediaFixture(t);
});

const upload = (projectId: number, token: string | undefined, body: MultipartBody) =>
  client.post(`/api/v1/projects/${projectId}/photos`, body.payload, { token, headers: body.headers });
const planForm = async (data?: Buffer) =>
  multipartForm([
    { name: 'file', filename: 'plano.png', contentType: 'image/png', data: data ?? (await pngImage()) },
  ]);
const projectFiles = async (projectId: number) =>
  (await listStoredFiles(t)).filter((file) => file.startsWith(`projects${path.sep}${projectId}${path.sep}`));
const reload = async (projectId: number) =>
  (await client.get(`/api/v1/projects/${projectId}`, { token: fx.tokens.owner })).json<ProjectResponse>()
    .project;

describe('project photos', () => {
  it('stores a photo without its EXIF and GPS, serves it, and shows it on the project and its card', async () => {
    const project = await createProject(client, fx.tokens.owner, { name: 'Torre Fotos' });
    const tagged = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa8844' } })
      .withExif({
        IFD0: { Make: 'TelefonoMarca' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '12/1 7/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '77/1 2/1 0/1',
        },
      })
      .jpeg()
      .toBuffer();
    const res = await upload(project.id, fx.tokens.agent, photoForm(tagged, { alt: 'Fachada' }));
    expect(res.statusCode).toBe(201);
    const photo = res.json().photo;
    expect(photo).toMatchObject({ position: 1, alt: 'Fachada' });
    expect(photo.large_url).toMatch(
      new RegExp(`^/uploads/projects/${project.id}/photos/[0-9a-f]+/large\\.webp$`),
    );
    for (const url of [photo.large_url, photo.thumbnail_url]) {
      const served = await client.get(url);
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('TelefonoMarca'))).toBe(false);
    }
    expect((await reload(project.id)).photos).toEqual([photo]);
    const list = await client.get('/api/v1/my_projects', { token: fx.tokens.owner });
    const card = list
      .json<{ projects: { id: number; main_photo_url: string | null }[] }>()
      .projects.find((candidate) => candidate.id === project.id);
    expect(card?.main_photo_url).toBe(photo.thumbnail_url);
    // The upload sweep keeps what a project points to.
    const referenced = await referencedUploads(t.database.db);
    expect(isReferenced(referenced, photo.large_url.replace('/uploads/', ''))).toBe(true);
  });

  it('refuses bytes that are no image (415), another company (404) and a guest (401), storing nothing', async () => {
    const project = await createProject(client, fx.tokens.owner, { name: 'Torre Rechazos' });
    const html = photoForm(Buffer.from('<html><body>hola</body></html>'), { filename: 'foto.jpg' });
    expect((await upload(project.id, fx.tokens.owner, html)).statusCode).toBe(415);
    const jpeg = await jpegImage();
    expect((await upload(project.id, fx.tokens.stranger, photoForm(jpeg))).statusCode).toBe(404);
    expect((await upload(project.id, undefined, photoForm(jpeg))).statusCode).toBe(401);
    expect(await projectFiles(project.id)).toEqual([]);
    expect((await reload(project.id)).photos).toEqual([]);
  });

  it('orders the gallery, refuses an incomplete order, and removes a photo with its files', async () => {
    const project = await createProject(client, fx.tokens.owner, { name: 'Torre Orden' });
    const ids: number[] = [];
    for (const colour of ['#111111', '#555555', '#999999']) {
      const res = await upload(project.id, fx.tokens.owner, photoForm(await jpegImage(320, 240, colour)));
      ids.push(res.json().photo.id);
    }
    const order = (photoIds: unknown, token = fx.tokens.owner) =>
      client.put(`/api/v1/projects/${project.id}/photos/order`, { photo_ids: photoIds }, { token });
    const reordered = await order([ids[2], ids[0], ids[1]]);
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().photos.map((p: { id: number; position: number }) => [p.id, p.position])).toEqual([
      [ids[2], 1],
      [ids[0], 2],
      [ids[1], 3],
    ]);
    const incomplete = await order([ids[0], ids[1]]);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors).toEqual([
      'La lista debe incluir cada foto del proyecto exactamente una vez',
    ]);
    expect((await order([ids[0], ids[0], ids[1]])).statusCode).toBe(422);
    expect((await order([ids[0], ids[1], ids[2]], fx.tokens.stranger)).statusCode).toBe(404);

    const filesBefore = (await projectFiles(project.id)).length;
    const removed = await client.delete(`/api/v1/projects/${project.id}/photos/${ids[2]}`, {
      token: fx.tokens.owner,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photos.map((p: { id: number; position: number }) => [p.id, p.position])).toEqual([
      [ids[0], 1],
      [ids[1], 2],
    ]);
    expect((await projectFiles(project.id)).length).toBe((filesBefore / 3) * 2);
    const again = await client.delete(`/api/v1/projects/${project.id}/photos/${ids[2]}`, {
      token: fx.tokens.owner,
    });
    expect(again.statusCode).toBe(404);
  });

  it("another project's photo cannot be removed through this project", async () => {
    const mine = await createProject(client, fx.tokens.owner, { name: 'Torre Mía' });
    const other = await createProject(client, fx.tokens.owner, { name: 'Torre Otra' });
    const photo = (await upload(other.id, fx.tokens.owner, photoForm(await jpegImage()))).json().photo;
    const res = await client.delete(`/api/v1/projects/${mine.id}/photos/${photo.id}`, {
      token: fx.tokens.owner,
    });
    expect(res.statusCode).toBe(404);
    expect((await reload(other.id)).photos).toHaveLength(1);
  });
});

describe('unit type floor plans', () => {
  it('stores, replaces and removes a floor plan, its old files going with it', async () => {
    const project = await createProject(client, fx.tokens.owner, { name: 'Torre Planos' });
    const unitId = (await addUnitType(client, fx.tokens.owner, project.id)).unit_types[0]?.id;
    const url = `/api/v1/projects/${project.id}/unit_types/${unitId}/floor_plan`;
    const put = async (token: string | undefined, colour?: string) => {
      const form = await planForm(colour ? await jpegImage(400, 300, colour) : undefined);
      return client.put(url, form.payload, { token, headers: form.headers });
    };

    const first = await put(fx.tokens.agent);
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json<ProjectResponse>().project.unit_types[0]?.floor_plan_url;
    expect(firstUrl).toMatch(
      new RegExp(`^/uploads/projects/${project.id}/floor-plans/[0-9a-f]+/large\\.webp$`),
    );
    expect((await client.get(firstUrl ?? '')).statusCode).toBe(200);
    const filesOfOne = (await projectFiles(project.id)).length;

    const second = await put(fx.tokens.owner, '#224466');
    const secondUrl = second.json<ProjectResponse>().project.unit_types[0]?.floor_plan_url;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await projectFiles(project.id)).length).toBe(filesOfOne);
    expect((await client.get(firstUrl ?? '')).statusCode).toBe(404);

    expect((await put(fx.tokens.stranger)).statusCode).toBe(404);
    expect(
      (
        await client.put(
          `/api/v1/projects/${project.id}/unit_types/999999/floor_plan`,
          (await planForm()).payload,
          {
            token: fx.tokens.owner,
            headers: (await planForm()).headers,
          },
        )
      ).statusCode,
    ).toBe(404);

    const removed = await client.delete(url, { token: fx.tokens.owner });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ProjectResponse>().project.unit_types[0]?.floor_plan_url).toBeNull();
    expect(await projectFiles(project.id)).toEqual([]);
  });

  it('deleting a unit type removes its floor plan files', async () => {
    const project = await createProject(client, fx.tokens.owner, { name: 'Torre Sin Tipo' });
    const unitId = (await addUnitType(client, fx.tokens.owner, project.id)).unit_types[0]?.id;
    const form = await planForm();
    await client.put(`/api/v1/projects/${project.id}/unit_types/${unitId}/floor_plan`, form.payload, {
      token: fx.tokens.owner,
      headers: form.headers,
    });
    expect((await projectFiles(project.id)).length).toBeGreaterThan(0);
    const res = await client.delete(`/api/v1/projects/${project.id}/unit_types/${unitId}`, {
      token: fx.tokens.owner,
    });
    expect(res.statusCode).toBe(200);
    expect(await projectFiles(project.id)).toEqual([]);
  });
});
