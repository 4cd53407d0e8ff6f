import { MAX_ROOM_FILTER } from '@inmuebles/shared/properties/limits';

const counts = Array.from({ length: MAX_ROOM_FILTER }, (_, index) => index + 1);

export interface CountChipsProps {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}

export const chipClass = (isOn: boolean) =>
  `inline-flex h-10 min-w-10 items-center justify-center rounded-full border px-3 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-1 focus-visible:outline-none ${
    isOn
      ? 'border-blue-600 bg-blue-600 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400'
  }`;

/**
 * 'Dormitorios 1 2 3 4+': at least that many; pressing the chip that is on removes the filter.
 */
export function CountChips({ label, value, onChange }: CountChipsProps) {
  return (
    <div role="group" aria-label={label} className="min-w-0">
      <p
        aria-hidden="true"
        className="mb-1 block text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        {label}
      </p>
      <div className="flex gap-1.5">
        {counts.map((count) => {
          const isOn = value === count;
          const text = count === MAX_ROOM_FILTER ? `${count}+` : String(count);
          return (
            <button
              key={count}
              type="button"
              aria-pressed={isOn}
              aria-label={`${label}: ${count} o más`}
              onClick={() => onChange(isOn ? undefined : count)}
              className={chipClass(isOn)}
            >
              {text}
            </button>
          );
        })}
      </div>
    </div>
  );
}
