import { listingKindLabels, listingKinds, type ListingKind } from '@inmuebles/shared/filters/filter-registry';
import { chipClass } from './count-chips';

export interface ListingKindFilterProps {
  value: ListingKind | undefined;
  onChange: (change: { listing_kind: ListingKind | undefined }) => void;
}

const choices: { value: ListingKind | undefined; label: string }[] = [
  { value: undefined, label: 'Todos' },
  ...listingKinds.map((kind) => ({ value: kind, label: listingKindLabels[kind] })),
];

/**
 * 'Todos / Solo proyectos / Solo reventa' (docs/product/projects.md §2.6): "Comprar" holds new projects
 * beside the homes for sale; this narrows it to one kind. Shown only for Comprar.
 */
export function ListingKindFilter({ value, onChange }: ListingKindFilterProps) {
  return (
    <div role="group" aria-label="Tipo de anuncio" className="min-w-0">
      <p
        aria-hidden="true"
        className="mb-1 block text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        Tipo de anuncio
      </p>
      <div className="flex flex-wrap gap-1.5">
        {choices.map((choice) => (
          <button
            key={choice.label}
            type="button"
            aria-pressed={value === choice.value}
            onClick={() => onChange({ listing_kind: choice.value })}
            className={chipClass(value === choice.value)}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  );
}
