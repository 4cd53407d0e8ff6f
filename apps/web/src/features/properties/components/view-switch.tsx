import type { ListingView } from '../utils/listing-params';

const choices: { value: ListingView | undefined; label: string }[] = [
  { value: undefined, label: 'Lista' },
  { value: 'map', label: 'Mapa' },
];

export interface ViewSwitchProps {
  value: ListingView | undefined;
  onChange: (view: ListingView | undefined) => void;
}

/**
 * 'Lista' / 'Mapa' (docs/product/map-search.md): two toggle buttons, the one shown pressed. 'Mapa' puts the
 * map beside the list from 1024 px up and over the whole screen on a phone.
 */
export function ViewSwitch({ value, onChange }: ViewSwitchProps) {
  return (
    <div role="group" aria-label="Vista de resultados" className="inline-flex rounded-lg bg-slate-100 p-1">
      {choices.map((choice) => {
        const isOn = choice.value === value;
        return (
          <button
            key={choice.label}
            type="button"
            aria-pressed={isOn}
            onClick={() => onChange(choice.value)}
            className={`h-7 rounded-md px-4 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
              isOn ? 'bg-white text-blue-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
