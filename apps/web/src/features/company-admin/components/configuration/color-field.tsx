import { useId, useState, type Ref } from 'react';
import { toSixDigitHex } from '../../utils/configuration-values';

export interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The text input, focused by the form when the colour is invalid. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  disabled?: boolean;
}

/**
 * One colour: the browser's picker and the hex text beside it, both editing the same value. The text may
 * hold anything while typing; the save checks it (docs/product/signed-in-area.md §5). The picker shows the last valid colour.
 */
export function ColorField({ label, value, onChange, onBlur, inputRef, error, disabled }: ColorFieldProps) {
  const id = useId();
  const [lastValid, setLastValid] = useState(() => toSixDigitHex(value) ?? '#000000');
  const pickerValue = toSixDigitHex(value) ?? lastValid;
  const change = (next: string) => {
    const hex = toSixDigitHex(next);
    if (hex) setLastValid(hex);
    onChange(next);
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} (selector)`}
          value={pickerValue}
          onChange={(event) => change(event.target.value.toUpperCase())}
          disabled={disabled}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 disabled:cursor-not-allowed"
        />
        <input
          ref={inputRef}
          id={id}
          type="text"
          value={value}
          onChange={(event) => change(event.target.value)}
          onBlur={onBlur}
          disabled={disabled}
          spellCheck={false}
          autoComplete="off"
          maxLength={9}
          placeholder="#RRGGBB"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`block w-full min-w-0 rounded-lg border bg-white px-3 py-2.5 font-mono text-base text-slate-900 shadow-sm focus:ring-2 focus:outline-none sm:text-sm ${
            error
              ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30'
              : 'border-slate-300 focus:border-blue-500 focus:ring-blue-500/30'
          }`}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
