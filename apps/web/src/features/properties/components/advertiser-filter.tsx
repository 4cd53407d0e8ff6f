import { advertiserKinds, advertiserLabels, type AdvertiserKind } from '@inmuebles/shared/owners/advertiser';
import { chipClass } from './count-chips';

export interface AdvertiserFilterProps {
  value: AdvertiserKind | undefined;
  onChange: (change: { advertiser: AdvertiserKind | undefined }) => void;
}

/**
 * 'Anunciante' (docs/product/owners.md §3): a company's listings ('Inmobiliaria') or their owners' ('Dueño
 * directo'); choosing the chosen one again shows both.
 */
export function AdvertiserFilter({ value, onChange }: AdvertiserFilterProps) {
  return (
    <div role="group" aria-label="Anunciante" className="min-w-0">
      <p
        aria-hidden="true"
        className="mb-1 block text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        Anunciante
      </p>
      <div className="flex flex-wrap gap-1.5">
        {advertiserKinds.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={value === kind}
            onClick={() => onChange({ advertiser: value === kind ? undefined : kind })}
            className={chipClass(value === kind)}
          >
            {advertiserLabels[kind]}
          </button>
        ))}
      </div>
    </div>
  );
}
