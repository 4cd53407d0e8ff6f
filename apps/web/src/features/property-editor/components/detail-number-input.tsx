import { useId, useState, type InputHTMLAttributes } from 'react';

export interface DetailNumberInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'className'
> {
  value: number | null;
  onValueChange: (next: number | null) => void;
  /** Unit shown inside the input after the number, and its spoken name for screen readers. */
  unit?: { symbol: string; name: string };
  invalid?: boolean;
}

const toText = (value: number | null) => (value === null ? '' : String(value));

function parse(text: string): number | null {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/**
 * A number input whose empty text is null (docs/product/signed-in-area.md §5). It keeps the person's own text ('2.50', '-') while it
 * means the value held above, so a re-render never rewrites what is being typed.
 */
export function DetailNumberInput({
  value,
  onValueChange,
  unit,
  invalid = false,
  ...input
}: DetailNumberInputProps) {
  const unitId = useId();
  const [text, setText] = useState(() => toText(value));
  const [shown, setShown] = useState(value);
  // A value set from outside (another category, a loaded property) replaces the text.
  if (value !== shown) {
    setShown(value);
    if (parse(text) !== value) setText(toText(value));
  }

  const state = invalid
    ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30'
    : 'border-slate-300 hover:border-slate-400 focus:border-blue-500 focus:ring-blue-500/30';
  return (
    <div className="relative">
      <input
        {...input}
        type="number"
        inputMode="decimal"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={
          [input['aria-describedby'], unit ? unitId : null].filter(Boolean).join(' ') || undefined
        }
        onChange={(event) => {
          const next = parse(event.target.value);
          setText(event.target.value);
          setShown(next);
          onValueChange(next);
        }}
        className={`block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm transition-colors focus:ring-2 focus:outline-none sm:text-sm ${unit ? 'pr-10' : ''} ${state}`}
      />
      {unit && (
        <span
          id={unitId}
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500"
        >
          <span aria-hidden="true">{unit.symbol}</span>
          <span className="sr-only">{unit.name}</span>
        </span>
      )}
    </div>
  );
}
