import { useEffect, useRef, useState, type DragEvent, type ReactNode, type Ref } from 'react';
import type { MediaItem } from '@/features/property-editor/media/media-draft';
import { InlineConfirm } from './inline-confirm';
import { TrashIcon } from '@/components/icons/action-icons';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons/navigation-icons';
import { ImagesIcon, StarIcon } from '@/components/icons/property-icons';
import { UploadProgressBar } from './upload-progress-bar';

/** Drag data type of a tile being reordered, so files dropped from the desktop are told apart. */
const tileDragType = 'application/x-inmuebles-photo-key';

export interface PhotoTileProps {
  item: MediaItem;
  index: number;
  total: number;
  /** Upload percent during the save; undefined when this photo is not being uploaded. */
  progress: number | undefined;
  disabled: boolean;
  isConfirmingRemoval: boolean;
  isRemoving: boolean;
  onMove: (offset: -1 | 1) => void;
  onMakeMain: () => void;
  onRemove: () => void;
  onConfirmRemoval: () => void;
  onCancelRemoval: () => void;
  onDropTile: (key: string) => void;
}

interface TileButtonProps {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
  tone?: 'default' | 'danger';
  buttonRef?: Ref<HTMLButtonElement>;
}

function TileButton({ label, disabled, onClick, children, tone = 'default', buttonRef }: TileButtonProps) {
  const colours = tone === 'danger' ? 'text-red-600 hover:bg-red-50' : 'text-slate-700 hover:bg-slate-100';
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex size-8 items-center justify-center rounded-md transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 disabled:pointer-events-none disabled:opacity-35 ${colours}`}
    >
      {children}
    </button>
  );
}

/** One photo of the gallery: preview, badges, reorder and remove controls, upload progress. */
export function PhotoTile(props: PhotoTileProps) {
  const { item, index, total, progress, disabled, isConfirmingRemoval, isRemoving } = props;
  const [broken, setBroken] = useState(false);
  const [isDropTarget, setIsDropTarget] = useState(false);
  const isMain = index === 0;
  const removeButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  // When a cancelled or failed confirmation closes, its focused button disappears: give focus back to
  // the remove button so keyboard users stay on this photo.
  useEffect(() => {
    if (wasConfirming.current && !isConfirmingRemoval) removeButton.current?.focus();
    wasConfirming.current = isConfirmingRemoval;
  }, [isConfirmingRemoval]);
  const label = `Foto ${index + 1}${isMain ? ' (principal)' : ''}`;
  const source = item.kind === 'existing' ? item.thumbnailUrl || item.url : item.previewUrl;

  const onDragOver = (event: DragEvent<HTMLLIElement>) => {
    if (disabled || ![...event.dataTransfer.types].includes(tileDragType)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setIsDropTarget(true);
  };
  const onDrop = (event: DragEvent<HTMLLIElement>) => {
    setIsDropTarget(false);
    const key = event.dataTransfer.getData(tileDragType);
    if (disabled || !key) return;
    event.preventDefault();
    props.onDropTile(key);
  };

  return (
    <li
      draggable={!disabled && !isConfirmingRemoval}
      onDragStart={(event) => {
        event.dataTransfer.setData(tileDragType, item.key);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={onDragOver}
      onDragLeave={() => setIsDropTarget(false)}
      onDrop={onDrop}
      className={`relative overflow-hidden rounded-xl border bg-white shadow-sm transition-shadow ${isMain ? 'border-blue-500 ring-1 ring-blue-500' : 'border-slate-200'} ${
        isDropTarget ? 'ring-2 ring-blue-400' : ''
      }`}
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        {source && !broken ? (
          <img
            src={source}
            alt={label}
            className="size-full object-cover"
            draggable={false}
            onError={() => setBroken(true)}
          />
        ) : (
          <div
            className="flex size-full items-center justify-center text-slate-400"
            role="img"
            aria-label={label}
          >
            <ImagesIcon className="size-8" strokeWidth={2} />
          </div>
        )}
        <div className="absolute left-2 top-2 flex flex-wrap gap-1">
          {isMain && (
            <span className="rounded-full bg-blue-600 px-2 py-0.5 text-xs font-semibold text-white shadow">
              Foto principal
            </span>
          )}
          {item.kind === 'new' && (
            <span className="rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-slate-700 shadow">
              Nueva
            </span>
          )}
        </div>
        {progress !== undefined && (
          <div className="absolute inset-x-0 bottom-0 bg-slate-900/60 px-2 py-1.5">
            <UploadProgressBar
              percent={progress}
              label={`Subiendo foto ${index + 1}`}
              className="bg-white/40"
            />
          </div>
        )}
      </div>
      <div className="flex items-center justify-between gap-1 px-1.5 py-1">
        <div className="flex">
          <TileButton
            label={`Mover la foto ${index + 1} a la izquierda`}
            disabled={disabled || index === 0}
            onClick={() => props.onMove(-1)}
          >
            <ChevronLeftIcon className="size-4" strokeWidth={2} />
          </TileButton>
          <TileButton
            label={`Mover la foto ${index + 1} a la derecha`}
            disabled={disabled || index === total - 1}
            onClick={() => props.onMove(1)}
          >
            <ChevronRightIcon className="size-4" strokeWidth={2} />
          </TileButton>
        </div>
        <div className="flex">
          {!isMain && (
            <TileButton
              label={`Hacer principal la foto ${index + 1}`}
              disabled={disabled}
              onClick={props.onMakeMain}
            >
              <StarIcon className="size-4" strokeWidth={2} />
            </TileButton>
          )}
          <TileButton
            buttonRef={removeButton}
            label={`Eliminar la foto ${index + 1}`}
            disabled={disabled || isConfirmingRemoval}
            onClick={props.onRemove}
            tone="danger"
          >
            <TrashIcon className="size-4" strokeWidth={2} />
          </TileButton>
        </div>
      </div>
      {isConfirmingRemoval && (
        <InlineConfirm
          className="absolute inset-0 z-10 bg-white/95 text-slate-900"
          question="¿Eliminar esta foto?"
          confirmLabel="Eliminar"
          isConfirming={isRemoving}
          onConfirm={props.onConfirmRemoval}
          onCancel={props.onCancelRemoval}
        />
      )}
    </li>
  );
}
