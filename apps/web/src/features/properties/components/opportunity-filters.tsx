import { chipClass } from './count-chips';

export interface OpportunityFiltersProps {
  priceDropped: boolean;
  mivivienda: boolean;
  onChange: (change: { price_dropped?: true; mivivienda?: true }) => void;
}

/** 'Bajaron de precio' and 'Apto MiVivienda': toggles, each independent. */
export function OpportunityFilters({ priceDropped, mivivienda, onChange }: OpportunityFiltersProps) {
  return (
    <div role="group" aria-label="Oportunidades" className="min-w-0">
      <p
        aria-hidden="true"
        className="mb-1 block text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        Oportunidades
      </p>
      <div className="flex flex-wrap gap-1.5">
        <button
          type="button"
          aria-pressed={priceDropped}
          onClick={() => onChange({ price_dropped: priceDropped ? undefined : true })}
          className={chipClass(priceDropped)}
        >
          Bajaron de precio
        </button>
        <button
          type="button"
          aria-pressed={mivivienda}
          onClick={() => onChange({ mivivienda: mivivienda ? undefined : true })}
          className={chipClass(mivivienda)}
        >
          Apto MiVivienda
        </button>
      </div>
    </div>
  );
}
