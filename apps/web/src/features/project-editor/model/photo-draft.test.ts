import { describe, expect, it } from 'vitest';
import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import { addFiles, galleryOf, moveItem, removedPhotoIds } from './photo-draft';

const file = (name: string, type = 'image/jpeg', size = 1000) =>
  new File([new Uint8Array(size)], name, { type });
const stored = (id: number) => ({
  id,
  position: id,
  thumbnail_url: `/t/${id}`,
  large_url: `/l/${id}`,
  alt: null,
});

describe('the gallery before the save', () => {
  it('adds images, refuses other files and too large ones in Spanish', () => {
    const result = addFiles(
      [],
      [
        file('fachada.jpg'),
        file('notas.pdf', 'application/pdf'),
        file('enorme.png', 'image/png', PropertyLimits.maxPhotoBytes + 1),
      ],
      (f) => `blob:${f.name}`,
    );
    expect(result.items.map((item) => item.kind === 'new' && item.preview)).toEqual(['blob:fachada.jpg']);
    expect(result.problems).toEqual([
      'El archivo "notas.pdf" no es una imagen válida. Usa JPG, PNG, WebP o GIF.',
      'La imagen "enorme.png" es demasiado grande. El tamaño máximo es 10 MB.',
    ]);
  });

  it(`keeps to ${PropertyLimits.maxPhotos} photos and says how many were left out`, () => {
    const full = galleryOf(Array.from({ length: PropertyLimits.maxPhotos - 1 }, (_, i) => stored(i + 1)));
    const result = addFiles(full, [file('a.jpg'), file('b.jpg'), file('c.jpg')], () => 'blob:x');
    expect(result.items).toHaveLength(PropertyLimits.maxPhotos);
    expect(result.problems).toEqual([
      `Un proyecto puede tener hasta ${PropertyLimits.maxPhotos} fotos; no se agregaron 2 archivos.`,
    ]);
  });

  it('moves a photo and names the stored ones removed', () => {
    const gallery = galleryOf([stored(1), stored(2), stored(3)]);
    const moved = moveItem(gallery, 'foto-3', -1);
    expect(moved.map((item) => item.key)).toEqual(['foto-1', 'foto-3', 'foto-2']);
    expect(moveItem(gallery, 'foto-1', -1)).toBe(gallery);
    expect(removedPhotoIds([stored(1), stored(2), stored(3)], moved.slice(1))).toEqual([1]);
  });
});
