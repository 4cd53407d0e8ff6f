import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr, type FakeXhrRequest } from '@/testing/fake-xhr';
import { draftOf, existingPhoto, makeFile, newPhoto } from './testing/media-fixtures';
import { uploadMedia, type UploadProgress } from './upload-media';
import { jsonResponse } from '@/testing/stub-api';

const fetchMock = vi.fn<typeof fetch>();

/** The answer of a stored photo: ids from 100 up, the position the request asked for. */
function storedPhoto(request: FakeXhrRequest, id: number) {
  const position = Number(request.field('position'));
  return {
    status: 201,
    body: {
      media_asset: {
        id,
        kind: 'photo',
        url: `/u/${id}.webp`,
        thumbnail_url: `/u/${id}-t.webp`,
        position,
        alt: null,
        description: null,
      },
    },
  };
}

/** Name of the file a request carries. */
const fileName = (request: FakeXhrRequest) => (request.body?.get('file') as File | null)?.name;

beforeEach(() => {
  document.cookie = 'csrf_token=tok';
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url, init) =>
    jsonResponse({
      media_assets: JSON.parse(String(init?.body)).media_asset_ids.map((id: number) => ({ id })),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('uploadMedia', () => {
  it('uploads at most 3 photos at a time, each with kind, its 1-based position and alt/description from the title', async () => {
    const { requests } = installFakeXhr();
    const draft = draftOf([newPhoto('a'), newPhoto('b'), newPhoto('c'), newPhoto('d')]);
    const pending = uploadMedia(9, draft, () => undefined, { title: 'Casa en Miraflores' });

    await vi.waitFor(() => expect(requests).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toHaveLength(3); // the fourth waits for a free slot
    requests[1]!.answer(storedPhoto(requests[1]!, 101));
    await vi.waitFor(() => expect(requests).toHaveLength(4));
    requests[0]!.answer(storedPhoto(requests[0]!, 100));
    requests[2]!.answer(storedPhoto(requests[2]!, 102));
    requests[3]!.answer(storedPhoto(requests[3]!, 103));

    await expect(pending).resolves.toEqual({ uploaded: 4, failed: 0, videoFailed: false });
    expect(requests.map((r) => [r.method, r.url, fileName(r), r.field('kind'), r.field('position')])).toEqual(
      [
        ['POST', '/api/v1/properties/9/media_assets', 'a', 'photo', '1'],
        ['POST', '/api/v1/properties/9/media_assets', 'b', 'photo', '2'],
        ['POST', '/api/v1/properties/9/media_assets', 'c', 'photo', '3'],
        ['POST', '/api/v1/properties/9/media_assets', 'd', 'photo', '4'],
      ],
    );
    expect(JSON.parse(requests[1]!.field('metadata') ?? '')).toEqual({
      alt: 'Casa en Miraflores - Foto 2',
      description: 'Foto 2 de Casa en Miraflores',
    });
    expect(requests[0]!.headers['x-csrf-token']).toBe('tok');
    expect(fetchMock).not.toHaveBeenCalled(); // the server already holds them in this order
  });

  it('counts failures, then saves the final order of every stored photo, skipping the failed ones', async () => {
    const { requests } = installFakeXhr((request) =>
      fileName(request) === 'x'
        ? {
            status: 415,
            body: { error: 'unsupported_media_type', message: 'Solo se permiten archivos de imagen.' },
          }
        : storedPhoto(request, 30),
    );
    const draft = draftOf([newPhoto('x'), existingPhoto(2, 2), existingPhoto(1, 1), newPhoto('y')]);
    const snapshots: UploadProgress[] = [];

    await expect(uploadMedia(9, draft, (p) => snapshots.push(p))).resolves.toEqual({
      uploaded: 1,
      failed: 1,
      videoFailed: false,
    });

    expect(requests.map((r) => [fileName(r), r.field('position')])).toEqual([
      ['x', '1'],
      ['y', '4'],
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/properties/9/media_assets/order');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ media_asset_ids: [2, 1, 30] });
    expect(snapshots[0]).toEqual({ photos: { 'new-x': 0, 'new-y': 0 }, video: null });
    expect(snapshots.at(-1)?.photos['new-y']).toBe(100);
  });

  it('sends the order when stored photos were rearranged, and not when nothing moved', async () => {
    installFakeXhr();
    await uploadMedia(9, draftOf([existingPhoto(1, 1), existingPhoto(2, 3)]), () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();

    await uploadMedia(9, draftOf([existingPhoto(2, 3), existingPhoto(1, 1)]), () => undefined);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ media_asset_ids: [2, 1] });
  });

  it('sends the order when a new photo lands where a stored one already sits', async () => {
    installFakeXhr((request) => storedPhoto(request, 50));
    // Stored photos at 1 and 3 (2 was deleted); the new one asks for place 3 too.
    await uploadMedia(9, draftOf([existingPhoto(1, 1), existingPhoto(2, 3), newPhoto('n')]), () => undefined);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ media_asset_ids: [1, 2, 50] });
  });

  it('still resolves with the counts when saving the order fails', async () => {
    installFakeXhr();
    fetchMock.mockResolvedValue(jsonResponse({ error: 'validation_failed', message: 'Orden inválido' }, 422));
    await expect(
      uploadMedia(9, draftOf([existingPhoto(2, 2), existingPhoto(1, 1)]), () => undefined),
    ).resolves.toEqual({ uploaded: 0, failed: 0, videoFailed: false });
  });

  it('uploads the video after the photos as property[native_video] with PATCH, reporting its progress', async () => {
    const { requests } = installFakeXhr();
    const video = makeFile('recorrido.mp4', 'video/mp4');
    const snapshots: UploadProgress[] = [];
    const pending = uploadMedia(9, draftOf([], { videoFile: video }), (p) => snapshots.push(p));

    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const request = requests[0]!;
    expect([request.method, request.url]).toEqual(['PATCH', '/api/v1/properties/9']);
    expect((request.body?.get('property[native_video]') as File).name).toBe('recorrido.mp4');
    request.progress(30, 100);
    request.answer({
      status: 200,
      body: {
        video: { url: null, file_url: '/v.mp4', filename: 'recorrido.mp4', mime: 'video/mp4', type: 'file' },
      },
    });

    await expect(pending).resolves.toEqual({ uploaded: 0, failed: 0, videoFailed: false });
    expect(snapshots.map((s) => s.video)).toEqual([0, 30, 100]);
  });

  it('reports videoFailed when the server refuses the video', async () => {
    installFakeXhr(() => ({
      status: 413,
      body: { error: 'file_too_large', message: 'El video es demasiado grande. El tamaño máximo es 100MB.' },
    }));
    const result = await uploadMedia(
      9,
      draftOf([], { videoFile: makeFile('largo.mp4', 'video/mp4') }),
      () => undefined,
    );
    expect(result).toEqual({ uploaded: 0, failed: 0, videoFailed: true });
  });
});
