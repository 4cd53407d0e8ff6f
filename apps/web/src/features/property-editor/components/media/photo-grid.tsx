import type { MediaItem } from '@/features/property-editor/media/media-draft';
import { PhotoTile } from './photo-tile';

export interface PhotoGridProps {
  items: MediaItem[];
  progress: Record<string, number> | undefined;
  disabled: boolean;
  confirmingKey: string | null;
  removingKey: string | null;
  onMove: (key: string, offset: -1 | 1) => void;
  onMakeMain: (key: string) => void;
  onPlace: (key: string, index: number) => void;
  onRemove: (item: MediaItem) => void;
  onConfirmRemoval: () => void;
  onCancelRemoval: () => void;
}

/** The gallery in its final order; the first photo is the main one. */
export function PhotoGrid({
  items,
  progress,
  disabled,
  confirmingKey,
  removingKey,
  ...actions
}: PhotoGridProps) {
  if (items.length === 0) {
    return (
      <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-500">
        Aún no hay fotos. La primera que agregues será la foto principal.
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <p className="text-xs text-slate-500">
        La primera foto es la principal. Usa las flechas o arrastra las fotos para cambiar el orden.
      </p>
      <ul aria-label="Fotos de la propiedad" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item, index) => (
          <PhotoTile
            key={item.key}
            item={item}
            index={index}
            total={items.length}
            progress={progress?.[item.key]}
            disabled={disabled || removingKey !== null}
            isConfirmingRemoval={confirmingKey === item.key}
            isRemoving={removingKey === item.key}
            onMove={(offset) => actions.onMove(item.key, offset)}
            onMakeMain={() => actions.onMakeMain(item.key)}
            onRemove={() => actions.onRemove(item)}
            onConfirmRemoval={actions.onConfirmRemoval}
            onCancelRemoval={actions.onCancelRemoval}
            onDropTile={(key) => actions.onPlace(key, index)}
          />
        ))}
      </ul>
    </div>
  );
}
