import { useId, useState, type ReactNode } from 'react';

export interface RangeValue {
  min: number | undefined;
  max: number | undefined;
}

export interface RangeFilterProps {
  legend: string;
  minLabel: string;
  maxLabel: string;
  value: RangeValue;
  onChange: (value: RangeValue) => void;
  /** Before the inputs (the price's currency). */
  addon?: ReactNode;
  /** After each number ('m²'). */
  unit?: string;
}

const toAmount = (text: string): number | undefined => {
  const number = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(number) && number >= 0 ? number : undefined;
};

const inputClass =
  'h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none sm:text-sm';

/**
 * A minimum and a maximum (price, area). Typing does not search on every key: the range applies when a
 * field is left or Enter is pressed. A maximum below the minimum is not applied.
 */
export function RangeFilter({ legend, minLabel, maxLabel, value, onChange, addon, unit }: RangeFilterProps) {
  const id = useId();
  const [min, setMin] = useState(value.min === undefined ? '' : String(value.min));
  const [max, setMax] = useState(value.max === undefined ? '' : String(value.max));
  const commit = () => {
    const next = { min: toAmount(min), max: toAmount(max) };
    if (next.min !== undefined && next.max !== undefined && next.max < next.min) return;
    if (next.min !== value.min || next.max !== value.max) onChange(next);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') commit();
  };
  const field = (label: string, text: string, setText: (text: string) => void, suffix: string) => (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={`${id}-${suffix}`} className="sr-only">
        {label}
      </label>
      <input
        id={`${id}-${suffix}`}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        placeholder={suffix === 'min' ? 'Mín.' : 'Máx.'}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        className={`${inputClass} ${unit ? 'pr-10' : ''}`}
      />
      {unit && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500"
        >
          {unit}
        </span>
      )}
    </div>
  );
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 block text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {legend}
      </legend>
      <div className="flex items-center gap-2">
        {addon}
        {field(minLabel, min, setMin, 'min')}
        <span aria-hidden="true" className="text-slate-400">
          –
        </span>
        {field(maxLabel, max, setMax, 'max')}
      </div>
    </fieldset>
  );
}
