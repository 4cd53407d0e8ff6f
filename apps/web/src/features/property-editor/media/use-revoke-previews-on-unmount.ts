import { useEffect, useRef } from 'react';
import type { MediaDraft } from './media-draft';
import { revokeDraftPreviews } from './preview-urls';

/**
 * For the component that owns the draft (the wizard): frees the photo previews of the latest draft when it
 * unmounts, e.g. after the save navigates away or when the user leaves the editor.
 */
export function useRevokePreviewsOnUnmount(draft: MediaDraft): void {
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  useEffect(() => () => revokeDraftPreviews(latest.current), []);
}
