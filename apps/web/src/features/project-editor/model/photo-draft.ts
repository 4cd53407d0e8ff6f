import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import type { ProjectPhoto } from '@inmuebles/shared/projects/project-schema';

/*
 * The gallery as the editor holds it until the save: the stored photos and the chosen files, in the order
 * shown (the first is the main photo). The save removes, uploads and orders (media-writes below).
 */

export type GalleryItem =
  | { kind: 'stored'; key: string; photo: ProjectPhoto }
  | { kind: 'new'; key: string; file: File; preview: string };

const acceptedTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const maxMegabytes = PropertyLimits.maxPhotoBytes / (1024 * 1024);

export const photoMessages = {
  hint: `JPG, PNG, WebP o GIF hasta ${maxMegabytes} MB. La primera foto es la principal.`,
  wrongType: (name: string) => `El archivo "${name}" no es una imagen válida. Usa JPG, PNG, WebP o GIF.`,
  tooLarge: (name: string) =>
    `La imagen "${name}" es demasiado grande. El tamaño máximo es ${maxMegabytes} MB.`,
  limit: (skipped: number) =>
    `Un proyecto puede tener hasta ${PropertyLimits.maxPhotos} fotos; ${skipped === 1 ? 'no se agregó 1 archivo' : `no se agregaron ${skipped} archivos`}.`,
} as const;

/** Why a chosen image is refused, or null. The server checks the bytes again. */
export function imageFileError(file: File): string | null {
  if (!acceptedTypes.includes(file.type)) return photoMessages.wrongType(file.name);
  if (file.size > PropertyLimits.maxPhotoBytes) return photoMessages.tooLarge(file.name);
  return null;
}

let fileCounter = 0;

/** The gallery with `files` appended (within the limit), and why any file was left out. */
export function addFiles(
  items: GalleryItem[],
  files: readonly File[],
  preview: (file: File) => string,
): { items: GalleryItem[]; problems: string[] } {
  const problems: string[] = [];
  const added: GalleryItem[] = [];
  let skipped = 0;
  for (const file of files) {
    const problem = imageFileError(file);
    if (problem) problems.push(problem);
    else if (items.length + added.length >= PropertyLimits.maxPhotos) skipped += 1;
    else {
      fileCounter += 1;
      added.push({ kind: 'new', key: `archivo-${fileCounter}`, file, preview: preview(file) });
    }
  }
  if (skipped > 0) problems.push(photoMessages.limit(skipped));
  return { items: [...items, ...added], problems };
}

/** Moves an item one place towards the start (-1) or the end (+1). */
export function moveItem(items: GalleryItem[], key: string, step: -1 | 1): GalleryItem[] {
  const from = items.findIndex((item) => item.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[from], next[to]] = [next[to] as GalleryItem, next[from] as GalleryItem];
  return next;
}

/** The stored photos' ids that are no longer in the gallery. */
export function removedPhotoIds(stored: readonly ProjectPhoto[], items: readonly GalleryItem[]): number[] {
  const kept = new Set(items.flatMap((item) => (item.kind === 'stored' ? [item.photo.id] : [])));
  return stored.filter((photo) => !kept.has(photo.id)).map((photo) => photo.id);
}

/** The gallery from a stored project's photos. */
export function galleryOf(photos: readonly ProjectPhoto[]): GalleryItem[] {
  return photos.map((photo) => ({ kind: 'stored', key: `foto-${photo.id}`, photo }));
}
