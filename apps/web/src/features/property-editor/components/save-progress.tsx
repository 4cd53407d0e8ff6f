import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { SavePhase } from '../hooks/use-save-property';
import type { MediaDraft, NewMediaItem } from '../media/media-draft';
import type { UploadProgress } from '../media/upload-media';

export interface SaveProgressProps {
  phase: Exclude<SavePhase, 'idle'>;
  draft: MediaDraft;
  progress: UploadProgress | null;
}

function ProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-blue-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span
        aria-hidden="true"
        className="w-9 text-right text-xs text-slate-500 tabular-nums"
      >{`${percent}%`}</span>
    </div>
  );
}

function uploadTitle(photos: number, hasVideo: boolean): string {
  if (photos > 0 && hasVideo) return 'Subiendo fotos y video...';
  return hasVideo ? 'Subiendo video...' : 'Subiendo fotos...';
}

/**
 * Shown over the editor while it saves: first the property, then its offers, then each new photo with its own bar and the
 * video's bar. The editor stays visible but cannot be changed until the list opens.
 */
export function SaveProgress({ phase, draft, progress }: SaveProgressProps) {
  const newPhotos = draft.items.filter((item): item is NewMediaItem => item.kind === 'new');
  const hasVideo = draft.videoFile !== null;
  const isUploading = phase === 'uploading' && (newPhotos.length > 0 || hasVideo);
  // A modal that cannot be dismissed: focus moves into it and stays until the save ends (no Escape).
  return (
    <Dialog
      labelledBy="save-progress-title"
      className="flex-col items-center justify-end p-4 backdrop:bg-slate-900/40 open:flex sm:justify-center"
    >
      <div className="w-full max-w-md rounded-2xl bg-white p-5 shadow-xl">
        <div className="flex items-center gap-3 text-blue-600">
          <Spinner size="sm" />
          <h2 id="save-progress-title" className="text-base font-semibold text-slate-900" aria-live="polite">
            {isUploading
              ? uploadTitle(newPhotos.length, hasVideo)
              : phase === 'offers'
                ? 'Guardando ofertas...'
                : 'Guardando propiedad...'}
          </h2>
        </div>
        {isUploading && (
          <ul className="mt-4 max-h-72 space-y-3 overflow-y-auto">
            {newPhotos.map((item, index) => (
              <li key={item.key} className="flex items-center gap-3">
                <img
                  src={item.previewUrl}
                  alt=""
                  className="size-10 shrink-0 rounded object-cover ring-1 ring-slate-200"
                />
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="truncate text-xs text-slate-600">{item.file.name}</p>
                  <ProgressBar label={`Foto ${index + 1}`} percent={progress?.photos[item.key] ?? 0} />
                </div>
              </li>
            ))}
            {draft.videoFile && (
              <li className="space-y-1">
                <p className="truncate text-xs text-slate-600">Video: {draft.videoFile.name}</p>
                <ProgressBar label="Video" percent={progress?.video ?? 0} />
              </li>
            )}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
