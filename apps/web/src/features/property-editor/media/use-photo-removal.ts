import { useState } from 'react';
import { deleteMediaAsset } from './api/delete-media-asset';
import { removePhoto } from './draft-edits';
import type { MediaDraft, MediaItem } from './media-draft';
import { mediaMessages } from './media-rules';
import { revokePreview } from './preview-urls';
import { useLatest } from './use-latest';

/**
 * Removing photos: a new photo leaves the draft at once (nothing is stored yet); an existing one asks for
 * confirmation, then `DELETE /media_assets/{id}` runs immediately and only its success takes the photo out
 * of the gallery (docs/product/signed-in-area.md §8: on failure the photo stays and a message says so).
 */
export function usePhotoRemoval(draft: MediaDraft, onDraftChange: (next: MediaDraft) => void) {
  const [confirmingKey, setConfirmingKey] = useState<string | null>(null);
  const [removingKey, setRemovingKey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useLatest({ draft, onDraftChange });

  function request(item: MediaItem) {
    setError(null);
    if (item.kind === 'existing') {
      setConfirmingKey(item.key);
      return;
    }
    revokePreview(item);
    onDraftChange(removePhoto(draft, item.key));
  }

  async function confirm() {
    const item = draft.items.find((candidate) => candidate.key === confirmingKey);
    if (item?.kind !== 'existing') return;
    setRemovingKey(item.key);
    try {
      await deleteMediaAsset(item.id);
      latest.current.onDraftChange(removePhoto(latest.current.draft, item.key));
    } catch (failure) {
      console.error(`No se pudo eliminar la foto ${item.id}`, failure);
      setError(mediaMessages.photoDeleteFailed);
    } finally {
      setRemovingKey(null);
      setConfirmingKey(null);
    }
  }

  return {
    confirmingKey,
    removingKey,
    error,
    request,
    confirm: () => void confirm(),
    cancel: () => setConfirmingKey(null),
  };
}
