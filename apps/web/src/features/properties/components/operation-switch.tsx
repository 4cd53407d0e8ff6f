import { useEffect, useEffectEvent, useRef } from 'react';
import type { ListingOperation } from '@inmuebles/shared/properties/enums';

const choices: { value: ListingOperation | undefined; label: string }[] = [
  { value: undefined, label: 'Todas' },
  { value: 'sale', label: 'Comprar' },
  { value: 'rent', label: 'Alquilar' },
];

export interface OperationSwitchProps {
  value: ListingOperation | undefined;
  onChange: (operation: ListingOperation | undefined) => void;
}

/**
 * 'Comprar' / 'Alquilar' at the top of the search, with 'Todas' for both: a segmented control
 * built on radio buttons, so the arrow keys move between the three and a screen reader says which is on.
 */
export function OperationSwitch({ value, onChange }: OperationSwitchProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  // On a page drawn on the server, a choice clicked before the app took over is checked in the page but
  // was never applied (and clicking it again changes nothing): apply it now.
  const adoptEarlyChoice = useEffectEvent(() => {
    const radios = [...(groupRef.current?.querySelectorAll('input') ?? [])];
    const checked = choices[radios.findIndex((radio) => radio.checked)];
    if (checked && checked.value !== value) onChange(checked.value);
  });
  useEffect(() => adoptEarlyChoice(), []);

  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-label="Operación"
      className="inline-flex rounded-xl bg-white/15 p-1 ring-1 ring-white/30 backdrop-blur"
    >
      {choices.map((choice) => {
        const isOn = choice.value === value;
        return (
          <label
            key={choice.label}
            className={`relative cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-white sm:px-6 ${
              isOn ? 'bg-white text-blue-800 shadow-sm' : 'text-white hover:bg-white/10'
            }`}
          >
            <input
              type="radio"
              name="operacion"
              checked={isOn}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        );
      })}
    </div>
  );
}
