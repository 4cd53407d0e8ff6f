import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import type { MediaDraft } from '@/features/property-editor/media/media-draft';
import { videoFileError } from '@/features/property-editor/media/media-rules';
import { formatFileSize } from '@/lib/file-size';
import { InlineConfirm } from './inline-confirm';
import { FilmIcon } from '@/components/icons/property-icons';
import { UploadProgressBar } from './upload-progress-bar';

export interface NativeVideoFieldProps {
  file: File | null;
  existing: MediaDraft['existingVideo'];
  /** Upload percent during the save, null otherwise. */
  progress: number | null;
  disabled: boolean;
  onFileChange: (file: File | null) => void;
  removal: {
    isConfirming: boolean;
    isRemoving: boolean;
    error: string | null;
    request: () => void;
    confirm: () => void;
    cancel: () => void;
  };
}

/** The optional uploaded video (docs/product/signed-in-area.md §5): one file, checked for type and size before it is kept. */
export function NativeVideoField({
  file,
  existing,
  progress,
  disabled,
  onFileChange,
  removal,
}: NativeVideoFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const shownError = error ?? removal.error;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-sm font-medium text-slate-800">
            Video del inmueble <span className="font-normal text-slate-500">(opcional)</span>
          </p>
          <p id={hintId} className="text-xs text-slate-500">
            MP4, WebM o MOV hasta 100MB
          </p>
        </div>
        <input
          id={inputId}
          type="file"
          accept="video/*"
          disabled={disabled}
          aria-describedby={hintId}
          className="peer sr-only"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (!chosen) return;
            const problem = videoFileError(chosen);
            setError(problem);
            if (!problem) onFileChange(chosen);
          }}
        />
        <label
          htmlFor={inputId}
          className={buttonStyles(
            'secondary',
            'sm',
            `peer-focus-visible:ring-2 peer-focus-visible:ring-blue-500 ${disabled ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`,
          )}
        >
          {file || existing ? 'Cambiar video' : 'Seleccionar video'}
        </label>
      </div>

      {file && (
        <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-600">
              <FilmIcon className="size-5" strokeWidth={2} />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900" title={file.name}>
                {file.name}
              </p>
              <p className="text-xs text-slate-500">
                {formatFileSize(file.size)}
                {existing ? ' · reemplazará al video actual al guardar' : ' · se subirá al guardar'}
              </p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => onFileChange(null)}
              aria-label={`Quitar el video ${file.name}`}
            >
              Quitar
            </Button>
          </div>
          {progress !== null && (
            <UploadProgressBar percent={progress} label="Subiendo video" className="mt-3" />
          )}
        </div>
      )}

      {existing && !file && (
        <div className="relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <video
            controls
            preload="metadata"
            src={existing.file_url}
            aria-label={`Video actual: ${existing.filename}`}
            className="aspect-video max-h-56 w-full bg-slate-900"
          />
          <div className="flex items-center gap-3 p-3">
            <p className="min-w-0 flex-1 truncate text-sm text-slate-700" title={existing.filename}>
              {existing.filename}
            </p>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-600 hover:bg-red-50 hover:text-red-700"
              disabled={disabled || removal.isConfirming}
              onClick={removal.request}
            >
              Eliminar video
            </Button>
          </div>
          {removal.isConfirming && (
            <InlineConfirm
              className="absolute inset-0 bg-white/95 text-slate-900"
              question="¿Eliminar el video de la propiedad?"
              confirmLabel="Eliminar"
              isConfirming={removal.isRemoving}
              onConfirm={removal.confirm}
              onCancel={removal.cancel}
            />
          )}
        </div>
      )}

      {shownError && (
        <p role="alert" className="text-sm text-red-700">
          {shownError}
        </p>
      )}
    </div>
  );
}
