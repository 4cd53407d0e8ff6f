import { useState } from 'react';
import {
  companyPresetLabels,
  companyPresets,
  presetConfirmMessage,
  type CompanyPreset,
} from '@inmuebles/shared/companies/management-schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export interface PresetPickerProps {
  isApplying: boolean;
  /** Applies the confirmed preset; resolves when the server has answered (either way). */
  onApply: (preset: CompanyPreset) => Promise<void>;
  disabled?: boolean;
}

/**
 * The preset buttons (docs/product/signed-in-area.md §2.4): each asks first, because a preset overwrites the colours, the font and
 * the template (docs/product/signed-in-area.md §8: '¿Deseas aplicar el preset "{name}"? …').
 */
export function PresetPicker({ isApplying, onApply, disabled }: PresetPickerProps) {
  const [pending, setPending] = useState<CompanyPreset | null>(null);
  const confirm = async () => {
    if (!pending) return;
    await onApply(pending);
    setPending(null);
  };
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">Presets</h3>
      <p className="mt-0.5 text-sm text-slate-500">
        Combinaciones de plantilla, colores y fuente listas para usar.
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        {companyPresets.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-label={`Preset ${companyPresetLabels[preset]}`}
            onClick={() => setPending(preset)}
            disabled={disabled || isApplying}
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-sm transition hover:border-blue-300 hover:bg-blue-50 hover:text-blue-800 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none disabled:opacity-60"
          >
            {companyPresetLabels[preset]}
          </button>
        ))}
      </div>
      {pending && (
        <ConfirmDialog
          title={presetConfirmMessage(companyPresetLabels[pending])}
          confirmLabel="Aplicar preset"
          tone="primary"
          isConfirming={isApplying}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      )}
    </div>
  );
}
