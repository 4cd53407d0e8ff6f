import type { MediaDraft, MediaItem } from './media-draft';

/*
 * Object URLs hold the file in memory until revoked. A new photo's preview is created when it is added and
 * revoked when it leaves the draft (removed here) or when the whole draft is dropped (the wizard unmounts:
 * `useRevokePreviewsOnUnmount`). The media step itself may unmount while the wizard shows another step,
 * so it must not revoke on its own unmount: coming back to "Fotos" would show broken images.
 */

/** An object URL for a chosen file ('' where the environment has none). */
export function createPreviewUrl(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

/** Frees the preview of a new photo; existing photos have none. */
export function revokePreview(item: MediaItem): void {
  if (item.kind === 'new' && item.previewUrl && typeof URL.revokeObjectURL === 'function')
    URL.revokeObjectURL(item.previewUrl);
}

/** Frees every preview of a draft that is being thrown away. */
export function revokeDraftPreviews(draft: MediaDraft): void {
  draft.items.forEach(revokePreview);
}
