import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { TrashIcon, UploadIcon } from '@/components/icons/action-icons';
import type { FloorPlanChange } from '../hooks/use-project-media';
import type { UnitTypeRow } from '../model/project-values';

export interface FloorPlanFieldProps {
  row: UnitTypeRow;
  index: number;
  change: FloorPlanChange | undefined;
  onChange: (change: File | 'remove' | null) => void;
}

/** A unit type's floor plan: the stored image or the one chosen (uploaded with the save), replace or remove. */
export function FloorPlanField({ row, index, change, onChange }: FloorPlanFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const shown = change === 'remove' ? null : (change?.preview ?? row.floor_plan_url);
  const label = `Plano de la tipología ${index + 1}`;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
      {shown ? (
        <img
          src={shown}
          alt={label}
          className="h-20 w-28 rounded-md border border-slate-200 bg-white object-contain"
        />
      ) : (
        <span className="text-sm text-slate-600">Sin plano</span>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="sr-only"
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onChange(file);
          event.target.value = '';
        }}
      />
      <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
        <UploadIcon className="size-4 shrink-0" />
        {shown ? 'Cambiar plano' : 'Agregar plano'}
      </Button>
      {shown && (
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600 hover:bg-red-50"
          onClick={() =>
            onChange(change && change !== 'remove' && row.floor_plan_url === null ? null : 'remove')
          }
        >
          <TrashIcon className="size-4 shrink-0" />
          Quitar plano
        </Button>
      )}
    </div>
  );
}
