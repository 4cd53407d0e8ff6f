import { useId, useState, type DragEvent } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { acceptedPhotoTypes, mediaMessages } from '@/features/property-editor/media/media-rules';
import { ImagesIcon } from '@/components/icons/property-icons';

export interface PhotoDropZoneProps {
  count: number;
  max: number;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}

/** Whether a drag carries files from the desktop (not a photo tile being reordered). */
function carriesFiles(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes('Files');
}

/** Where photos come in: a file picker (several at once) and a drop target for files. */
export function PhotoDropZone({ count, max, disabled, onFiles }: PhotoDropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const [isOver, setIsOver] = useState(false);
  const isFull = count >= max;
  const blocked = disabled || isFull;

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (blocked || !carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsOver(true);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    setIsOver(false);
    if (blocked || !carriesFiles(event)) return;
    event.preventDefault();
    onFiles([...event.dataTransfer.files]);
  }

  return (
    <div
      data-testid="photo-drop-zone"
      onDragOver={onDragOver}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors ${
        isOver ? 'border-blue-500 bg-blue-50' : 'border-slate-300 bg-slate-50'
      } ${blocked ? 'opacity-70' : ''}`}
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-white text-blue-600 shadow-sm ring-1 ring-slate-200">
        <ImagesIcon className="size-6" strokeWidth={2} />
      </span>
      <p className="text-sm text-slate-700">
        <span className="hidden sm:inline">Arrastra tus fotos aquí o </span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={acceptedPhotoTypes.join(',')}
          disabled={blocked}
          aria-describedby={hintId}
          className="peer sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = ''; // choosing the same file again must fire a change
            if (files.length) onFiles(files);
          }}
        />
        <label
          htmlFor={inputId}
          className={buttonStyles(
            'secondary',
            'sm',
            `mx-1 align-middle peer-focus-visible:ring-2 peer-focus-visible:ring-blue-500 ${blocked ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`,
          )}
        >
          Seleccionar fotos
        </label>
      </p>
      <p id={hintId} className="text-xs text-slate-500">
        {mediaMessages.photoHint} ·{' '}
        <span className={isFull ? 'font-semibold text-amber-700' : ''}>{`${count} de ${max} fotos`}</span>
      </p>
    </div>
  );
}
