import { useId, useState } from 'react';
import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import { NativeVideoField } from '../components/media/native-video-field';
import { PhotoDropZone } from '../components/media/photo-drop-zone';
import { PhotoGrid } from '../components/media/photo-grid';
import { VideoUrlField } from '../components/media/video-url-field';
import { addPhotos, makeMainPhoto, movePhoto, placePhoto } from '../media/draft-edits';
import type { MediaDraft } from '../media/media-draft';
import type { UploadProgress } from '../media/upload-media';
import { usePhotoRemoval } from '../media/use-photo-removal';
import { useVideoRemoval } from '../media/use-video-removal';

export interface MediaStepProps {
  draft: MediaDraft;
  onDraftChange: (next: MediaDraft) => void;
  /** Slug or id of the property in edit mode (needed to delete its stored video); null when creating. */
  propertyRef: string | null;
  videoUrl: string;
  onVideoUrlChange: (value: string) => void;
  /** Upload progress while the save runs; null otherwise (the controls are then editable). */
  progress: UploadProgress | null;
}

/**
 * Step 3 'Fotos' (docs/product/signed-in-area.md §2.3): new photos are kept in the browser and uploaded on save; stored photos and the
 * stored video are deleted at once, after a confirmation. The order of the grid is the gallery's order.
 */
export function MediaStep({
  draft,
  onDraftChange,
  propertyRef,
  videoUrl,
  onVideoUrlChange,
  progress,
}: MediaStepProps) {
  const [addErrors, setAddErrors] = useState<string[]>([]);
  const photoRemoval = usePhotoRemoval(draft, onDraftChange);
  const videoRemoval = useVideoRemoval(draft, onDraftChange, propertyRef);
  const isSaving = progress !== null;
  const photosTitleId = useId();
  const videoTitleId = useId();

  function onFiles(files: File[]) {
    const result = addPhotos(draft, files);
    setAddErrors(result.errors);
    if (result.draft !== draft) onDraftChange(result.draft);
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby={photosTitleId} className="space-y-4">
        <div>
          <h3 id={photosTitleId} className="text-base font-semibold text-slate-900">
            Fotos de la propiedad
          </h3>
          <p className="text-sm text-slate-600">Las fotos nuevas se subirán al guardar la propiedad.</p>
        </div>
        <PhotoDropZone
          count={draft.items.length}
          max={PropertyLimits.maxPhotos}
          disabled={isSaving}
          onFiles={onFiles}
        />
        {addErrors.length > 0 && (
          <ul
            role="alert"
            className="space-y-1 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {addErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {photoRemoval.error && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {photoRemoval.error}
          </p>
        )}
        <PhotoGrid
          items={draft.items}
          progress={progress?.photos}
          disabled={isSaving}
          confirmingKey={photoRemoval.confirmingKey}
          removingKey={photoRemoval.removingKey}
          onMove={(key, offset) => onDraftChange(movePhoto(draft, key, offset))}
          onMakeMain={(key) => onDraftChange(makeMainPhoto(draft, key))}
          onPlace={(key, index) => onDraftChange(placePhoto(draft, key, index))}
          onRemove={photoRemoval.request}
          onConfirmRemoval={photoRemoval.confirm}
          onCancelRemoval={photoRemoval.cancel}
        />
      </section>

      <section aria-labelledby={videoTitleId} className="space-y-5 border-t border-slate-200 pt-6">
        <h3 id={videoTitleId} className="text-base font-semibold text-slate-900">
          Video
        </h3>
        <VideoUrlField value={videoUrl} onChange={onVideoUrlChange} disabled={isSaving} />
        <NativeVideoField
          file={draft.videoFile}
          existing={draft.existingVideo}
          progress={progress?.video ?? null}
          disabled={isSaving}
          onFileChange={(file) => onDraftChange({ ...draft, videoFile: file })}
          removal={videoRemoval}
        />
      </section>
    </div>
  );
}
