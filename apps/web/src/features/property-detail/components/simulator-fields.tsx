import type { ReactNode } from 'react';
import type { SimulatorField, SimulatorFields } from '@inmuebles/shared/mortgage/simulator-input';

const input =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus-visible:border-blue-500 focus-visible:ring-2 focus-visible:ring-blue-500/30 focus-visible:outline-none sm:text-sm aria-invalid:border-rose-500';

export interface FieldProps {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  suffix?: ReactNode;
  onChange: (value: string) => void;
}

/** One typed field of the simulator, its message below it and announced with it. */
export function SimulatorInput({ id, label, value, error, suffix, onChange }: FieldProps) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={input}
        />
        {suffix && <span className="mt-1 shrink-0 text-sm text-slate-600">{suffix}</span>}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

export type FieldErrors = Partial<Record<SimulatorField, string>>;
export type { SimulatorFields };
