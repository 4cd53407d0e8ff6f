import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import { addPhotos, makeMainPhoto, movePhoto, placePhoto, removePhoto } from './draft-edits';
import { emptyMediaDraft } from './media-draft';
import {
  draftOf,
  existingPhoto,
  makeFile,
  megabytes,
  newPhoto,
  stubObjectUrls,
} from './testing/media-fixtures';

const keys = (draft: { items: { key: string }[] }) => draft.items.map((item) => item.key);

let objectUrls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  objectUrls = stubObjectUrls();
});
afterEach(() => objectUrls.restore());

describe('addPhotos', () => {
  it('appends accepted images with a preview, in the order chosen', () => {
    const start = draftOf([existingPhoto(1)]);
    const { draft, errors } = addPhotos(start, [
      makeFile('sala.png', 'image/png'),
      makeFile('cocina.webp', 'image/webp'),
    ]);
    expect(errors).toEqual([]);
    expect(draft.items).toHaveLength(3);
    expect(draft.items.slice(1)).toMatchObject([
      { kind: 'new', file: { name: 'sala.png' }, previewUrl: 'blob:1' },
      { kind: 'new', file: { name: 'cocina.webp' }, previewUrl: 'blob:2' },
    ]);
  });

  it('refuses files over 10 MB and files that are not PNG, JPG, GIF or WebP, keeping the rest', () => {
    const { draft, errors } = addPhotos(emptyMediaDraft(), [
      makeFile('enorme.jpg', 'image/jpeg', megabytes(10) + 1),
      makeFile('justo.jpg', 'image/jpeg', megabytes(10)),
      makeFile('plano.pdf', 'application/pdf'),
      makeFile('logo.svg', 'image/svg+xml'),
    ]);
    expect(draft.items.map((item) => (item.kind === 'new' ? item.file.name : ''))).toEqual(['justo.jpg']);
    expect(errors).toEqual([
      'La foto "enorme.jpg" es demasiado grande. El tamaño máximo es 10MB.',
      'El archivo "plano.pdf" no es una imagen válida. Usa PNG, JPG, GIF o WebP.',
      'El archivo "logo.svg" no es una imagen válida. Usa PNG, JPG, GIF o WebP.',
    ]);
  });

  it('stops at the photo limit and says how many files were left out', () => {
    const full = draftOf(
      Array.from({ length: PropertyLimits.maxPhotos - 1 }, (_, index) => existingPhoto(index + 1)),
    );
    const { draft, errors } = addPhotos(full, [
      makeFile('a.jpg', 'image/jpeg'),
      makeFile('b.jpg', 'image/jpeg'),
      makeFile('c.jpg', 'image/jpeg'),
    ]);
    expect(draft.items).toHaveLength(PropertyLimits.maxPhotos);
    expect(errors).toEqual([
      `Puedes tener hasta ${PropertyLimits.maxPhotos} fotos por propiedad; no se agregaron 2 archivos.`,
    ]);
  });
});

describe('reordering', () => {
  const draft = draftOf([existingPhoto(1), existingPhoto(2), newPhoto('c')]);

  it('moves a photo one place left or right, not past the edges', () => {
    expect(keys(movePhoto(draft, 'existing-2', -1))).toEqual(['existing-2', 'existing-1', 'new-c']);
    expect(keys(movePhoto(draft, 'existing-2', 1))).toEqual(['existing-1', 'new-c', 'existing-2']);
    expect(movePhoto(draft, 'existing-1', -1)).toBe(draft);
    expect(movePhoto(draft, 'new-c', 1)).toBe(draft);
  });

  it('makes a photo the main one, keeping the others in order', () => {
    expect(keys(makeMainPhoto(draft, 'new-c'))).toEqual(['new-c', 'existing-1', 'existing-2']);
  });

  it('places a dragged photo where it was dropped', () => {
    expect(keys(placePhoto(draft, 'existing-1', 2))).toEqual(['existing-2', 'new-c', 'existing-1']);
    expect(keys(placePhoto(draft, 'new-c', 0))).toEqual(['new-c', 'existing-1', 'existing-2']);
  });

  it('removes a photo', () => {
    expect(keys(removePhoto(draft, 'existing-2'))).toEqual(['existing-1', 'new-c']);
  });
});
