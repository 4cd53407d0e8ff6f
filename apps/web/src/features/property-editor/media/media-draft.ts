import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';

/*
 * The photos and video of the editor (docs/architecture.md, "The property editor's state"). Existing photos are already on
 * the server; new ones live only in the browser until the save uploads them. The wizard keeps the draft,
 * the media step edits it, `uploadMedia` sends it.
 */

/** A photo already stored on the server. */
export interface ExistingMediaItem {
  key: string;
  kind: 'existing';
  id: number;
  url: string;
  thumbnailUrl: string;
  /**
   * Its position on the server when the editor loaded it; lets the save skip re-sending an order that did
   * not change. Absent (items built by hand) means "unknown": the order is then always sent.
   */
  position?: number;
}

/** A photo chosen in this session, not uploaded yet; `previewUrl` is an object URL of the file. */
export interface NewMediaItem {
  key: string;
  kind: 'new';
  file: File;
  previewUrl: string;
}

export type MediaItem = ExistingMediaItem | NewMediaItem;

export interface MediaDraft {
  /** Display order; the first is the main photo. */
  items: MediaItem[];
  /** A video file chosen in this session, uploaded on save. */
  videoFile: File | null;
  /** The uploaded video the property already has. */
  existingVideo: { file_url: string; filename: string } | null;
}

/** A draft with nothing in it (new property). */
export function emptyMediaDraft(): MediaDraft {
  return { items: [], videoFile: null, existingVideo: null };
}

/** The last segment of a URL path, used when the server kept no original file name. */
function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  return decodeURIComponent(path.split('/').filter(Boolean).at(-1) ?? 'video');
}

/** The draft of a property being edited: its photos in gallery order and its uploaded video. */
export function mediaDraftFromProperty(property: Pick<PropertyDetail, 'photos' | 'video'>): MediaDraft {
  const items = [...property.photos]
    .sort((a, b) => a.position - b.position)
    .map((photo): ExistingMediaItem => ({
      key: `existing-${photo.id}`,
      kind: 'existing',
      id: photo.id,
      url: photo.image_url,
      thumbnailUrl: photo.thumbnail_url,
      position: photo.position,
    }));
  const fileUrl = property.video?.file_url;
  const existingVideo = fileUrl
    ? { file_url: fileUrl, filename: property.video?.filename ?? fileNameOf(fileUrl) }
    : null;
  return { items, videoFile: null, existingVideo };
}
