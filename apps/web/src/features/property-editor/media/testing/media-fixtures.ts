import { vi } from 'vitest';
import type { ExistingMediaItem, MediaDraft, MediaItem } from '../media-draft';

/** A chosen file; `size` overrides the real byte count so a 50 MB file costs nothing to build. */
export function makeFile(name: string, type: string, size?: number): File {
  const file = new File(['contenido'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const megabytes = (count: number) => count * 1024 * 1024;

/** A photo already stored on the server. */
export function existingPhoto(id: number, position = id): ExistingMediaItem {
  return {
    key: `existing-${id}`,
    kind: 'existing',
    id,
    url: `/uploads/photos/${id}-large.webp`,
    thumbnailUrl: `/uploads/photos/${id}-thumb.webp`,
    position,
  };
}

/** A photo chosen in the browser, not uploaded yet. */
export function newPhoto(name: string): MediaItem {
  return {
    key: `new-${name}`,
    kind: 'new',
    file: makeFile(name, 'image/jpeg'),
    previewUrl: `blob:preview-${name}`,
  };
}

export function draftOf(items: MediaItem[], extra: Partial<MediaDraft> = {}): MediaDraft {
  return { items, videoFile: null, existingVideo: null, ...extra };
}

/**
 * jsdom has no object URLs: installs counting stand-ins ('blob:1', 'blob:2'...). Returns the mocks and the
 * function that removes them again.
 */
export function stubObjectUrls() {
  let counter = 0;
  const create = vi.fn((_file: Blob) => `blob:${++counter}`);
  const revoke = vi.fn((_url: string) => undefined);
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  const restore = () => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  };
  return { create, revoke, restore };
}
