import { uploadNativeVideo } from './api/upload-native-video';
import { uploadPhoto } from './api/upload-photo';
import { reorderPhotos } from './api/reorder-photos';
import type { MediaDraft, MediaItem } from './media-draft';
import { runLimited } from './run-limited';

/** Upload state for the step: percent per new photo (by item key) and of the video (null: no video). */
export interface UploadProgress {
  photos: Record<string, number>;
  video: number | null;
}

export interface UploadMediaOptions {
  /** The property's title: the photos' alt text and description are built from it (docs/product/signed-in-area.md §3). */
  title?: string;
}

export interface UploadMediaResult {
  uploaded: number;
  failed: number;
  videoFailed: boolean;
}

/** Enough to overlap requests, few enough not to choke a phone's upload link or the server. */
const photoConcurrency = 3;

/** Alt text and description of the n-th photo (1-based). */
function photoTexts(title: string | undefined, position: number): { alt: string; description: string } {
  const name = title?.trim();
  return name
    ? { alt: `${name} - Foto ${position}`, description: `Foto ${position} de ${name}` }
    : { alt: `Foto ${position}`, description: '' };
}

/** A photo of the final gallery: its id and the position the server holds for it, if known. */
interface PlacedPhoto {
  id: number;
  position: number | undefined;
}

/**
 * Whether the server already lists the photos in this order: their known positions rise strictly.
 * Unknown or equal positions (a new photo placed where an older one sits) count as a difference.
 */
function serverHasOrder(photos: PlacedPhoto[]): boolean {
  let previous = 0;
  for (const { position } of photos) {
    if (position === undefined || position <= previous) return false;
    previous = position;
  }
  return true;
}

/**
 * Sends the draft's media for a saved property (docs/product/signed-in-area.md §4, "Save sequence"): the new photos in parallel
 * (3 at a time) with their 1-based place in the gallery, then the final order when the server's differs,
 * then the native video file. Never rejects: failures are counted, the property itself is already saved.
 */
export async function uploadMedia(
  propertyId: number,
  draft: MediaDraft,
  onProgress: (progress: UploadProgress) => void,
  options: UploadMediaOptions = {},
): Promise<UploadMediaResult> {
  const placed = draft.items.map((item, index) => ({ item, position: index + 1 }));
  const fresh = placed.filter(
    (entry): entry is { item: Extract<MediaItem, { kind: 'new' }>; position: number } =>
      entry.item.kind === 'new',
  );
  const progress: UploadProgress = {
    photos: Object.fromEntries(fresh.map(({ item }) => [item.key, 0])),
    video: draft.videoFile ? 0 : null,
  };
  const report = () => onProgress({ photos: { ...progress.photos }, video: progress.video });
  const setPhotoProgress = (key: string, percent: number) => {
    if (progress.photos[key] === percent) return;
    progress.photos[key] = percent;
    report();
  };
  const setVideoProgress = (percent: number) => {
    if (progress.video === percent) return;
    progress.video = percent;
    report();
  };
  report();

  const stored = new Map<string, PlacedPhoto>();
  let failed = 0;
  await runLimited(fresh, photoConcurrency, async ({ item, position }) => {
    try {
      const asset = await uploadPhoto(
        propertyId,
        { file: item.file, position, ...photoTexts(options.title, position) },
        (percent) => setPhotoProgress(item.key, percent),
      );
      stored.set(item.key, { id: asset.id, position: asset.position });
    } catch (error) {
      failed += 1;
      console.error(`No se pudo subir la foto ${item.file.name}`, error);
    }
  });

  const gallery = draft.items.flatMap((item): PlacedPhoto[] => {
    if (item.kind === 'existing') return [{ id: item.id, position: item.position }];
    const photo = stored.get(item.key);
    return photo ? [photo] : [];
  });
  if (gallery.length > 1 && !serverHasOrder(gallery)) {
    try {
      await reorderPhotos(
        propertyId,
        gallery.map((photo) => photo.id),
      );
    } catch (error) {
      // The photos are stored; only their order is off. The result has no slot for it, so log it.
      console.error('No se pudo guardar el orden de las fotos', error);
    }
  }

  let videoFailed = false;
  if (draft.videoFile) {
    try {
      await uploadNativeVideo(propertyId, draft.videoFile, setVideoProgress);
    } catch (error) {
      videoFailed = true;
      console.error('No se pudo subir el video', error);
    }
  }

  return { uploaded: stored.size, failed, videoFailed };
}
