import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import type { MediaDraft, MediaItem, NewMediaItem } from './media-draft';
import { mediaMessages, photoFileError } from './media-rules';
import { createPreviewUrl } from './preview-urls';

/*
 * Pure edits of a draft's photo list (apart from creating previews for added files). The step calls them
 * and hands the result to the wizard; freeing a removed photo's preview is the caller's job.
 */

let nextKey = 0;

/** Result of adding files: the new draft and one Spanish message per refused file. */
export interface AddPhotosResult {
  draft: MediaDraft;
  errors: string[];
}

/**
 * Appends the acceptable files as new photos, in the order chosen. Files of another type or over 10 MB
 * are refused, as are those beyond the photo limit.
 */
export function addPhotos(draft: MediaDraft, files: readonly File[]): AddPhotosResult {
  const errors: string[] = [];
  const accepted: File[] = [];
  for (const file of files) {
    const problem = photoFileError(file);
    if (problem) errors.push(problem);
    else accepted.push(file);
  }
  const room = Math.max(0, PropertyLimits.maxPhotos - draft.items.length);
  if (accepted.length > room)
    errors.push(mediaMessages.photoLimit(PropertyLimits.maxPhotos, accepted.length - room));
  const added = accepted.slice(0, room).map((file): NewMediaItem => ({
    key: `new-${++nextKey}`,
    kind: 'new',
    file,
    previewUrl: createPreviewUrl(file),
  }));
  return { draft: added.length ? { ...draft, items: [...draft.items, ...added] } : draft, errors };
}

function withItems(draft: MediaDraft, items: MediaItem[]): MediaDraft {
  return { ...draft, items };
}

/** Moves a photo one place towards the start (-1) or the end (+1); unchanged at the edges. */
export function movePhoto(draft: MediaDraft, key: string, offset: -1 | 1): MediaDraft {
  const from = draft.items.findIndex((item) => item.key === key);
  const to = from + offset;
  if (from === -1 || to < 0 || to >= draft.items.length) return draft;
  const items = [...draft.items];
  [items[from], items[to]] = [items[to]!, items[from]!];
  return withItems(draft, items);
}

/** Puts a photo first (the main photo), keeping the others in their order. */
export function makeMainPhoto(draft: MediaDraft, key: string): MediaDraft {
  const item = draft.items.find((candidate) => candidate.key === key);
  if (!item || draft.items[0] === item) return draft;
  return withItems(draft, [item, ...draft.items.filter((candidate) => candidate !== item)]);
}

/** Moves a photo to another index (drag and drop). */
export function placePhoto(draft: MediaDraft, key: string, index: number): MediaDraft {
  const item = draft.items.find((candidate) => candidate.key === key);
  if (!item) return draft;
  const rest = draft.items.filter((candidate) => candidate !== item);
  const target = Math.min(Math.max(index, 0), rest.length);
  return withItems(draft, [...rest.slice(0, target), item, ...rest.slice(target)]);
}

/** The draft without a photo. */
export function removePhoto(draft: MediaDraft, key: string): MediaDraft {
  return withItems(
    draft,
    draft.items.filter((item) => item.key !== key),
  );
}
