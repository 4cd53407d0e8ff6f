import { useState } from 'react';
import { deleteNativeVideo } from './api/delete-native-video';
import type { MediaDraft } from './media-draft';
import { mediaMessages } from './media-rules';
import { useLatest } from './use-latest';

/**
 * Removing the property's uploaded video works like removing a stored photo: confirm, then
 * `DELETE /properties/{id}/native_video` at once; it leaves the draft only when the server agreed. Done
 * immediately rather than at save time so the step never shows a video the server no longer has, or hides
 * one it still has.
 */
export function useVideoRemoval(
  draft: MediaDraft,
  onDraftChange: (next: MediaDraft) => void,
  propertyRef: string | null,
) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useLatest({ draft, onDraftChange });

  async function confirm() {
    if (!propertyRef) return;
    setIsRemoving(true);
    setError(null);
    try {
      await deleteNativeVideo(propertyRef);
      latest.current.onDraftChange({ ...latest.current.draft, existingVideo: null });
    } catch (failure) {
      console.error('No se pudo eliminar el video', failure);
      setError(mediaMessages.videoDeleteFailed);
    } finally {
      setIsRemoving(false);
      setIsConfirming(false);
    }
  }

  return {
    isConfirming,
    isRemoving,
    error,
    request: () => {
      setError(null);
      setIsConfirming(true);
    },
    confirm: () => void confirm(),
    cancel: () => setIsConfirming(false),
  };
}
