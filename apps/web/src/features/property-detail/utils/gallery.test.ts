import { describe, expect, it } from 'vitest';
import { buildPhotos, buildPropertyDetail } from '../testing/build-property-detail';
import { galleryPhotos, photoCounter, thumbnailStrip, wrapIndex } from './gallery';

describe('wrapIndex', () => {
  it('goes from the last picture to the first and back', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(2, 1, 5)).toBe(3);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('thumbnailStrip', () => {
  it('shows at most 6 and counts the rest for the +N overlay', () => {
    expect(thumbnailStrip(3)).toEqual({ count: 3, hiddenCount: 0 });
    expect(thumbnailStrip(6)).toEqual({ count: 6, hiddenCount: 0 });
    expect(thumbnailStrip(10)).toEqual({ count: 6, hiddenCount: 4 });
  });
});

describe('photoCounter', () => {
  it("reads 'n de total'", () => expect(photoCounter(0, 8)).toBe('1 de 8'));
});

describe('galleryPhotos', () => {
  it('orders the photos by position', () => {
    const [a, b] = buildPhotos(2);
    const photos = galleryPhotos(
      buildPropertyDetail({
        photos: [
          { ...a!, position: 5 },
          { ...b!, position: 1 },
        ],
      }),
    );
    expect(photos.map((p) => p.title)).toEqual(['Foto 2', 'Foto 1']);
  });

  it('falls back to photo media assets, then to the main photo, then to nothing', () => {
    expect(
      galleryPhotos(
        buildPropertyDetail({
          photos: [],
          media_assets: [{ id: 3, kind: 'photo', url: '/a.webp', position: 0 }],
        }),
      ),
    ).toMatchObject([{ imageUrl: '/a.webp' }]);
    expect(
      galleryPhotos(
        buildPropertyDetail({
          photos: [],
          main_photo: { id: 1, title: null, image_url: '/l.webp', thumbnail_url: '/t.webp' },
        }),
      ),
    ).toMatchObject([{ imageUrl: '/l.webp', thumbnailUrl: '/t.webp' }]);
    expect(galleryPhotos(buildPropertyDetail({ photos: [], main_photo: null }))).toEqual([]);
  });
});
