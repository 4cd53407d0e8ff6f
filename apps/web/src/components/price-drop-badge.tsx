import type { PriceDrop } from '@inmuebles/shared/properties/price-history';
import { priceDropText } from '@inmuebles/shared/properties/price-history-format';

/** 'Bajó 8% el 12/11/2026': an active offer's latest change lowered its price in the last 30 days. */
export function PriceDropBadge({ drop }: { drop: PriceDrop | null }) {
  if (!drop) return null;
  return (
    <span className="inline-flex w-fit items-center gap-1 rounded-md bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-800 ring-1 ring-rose-200 ring-inset">
      <span aria-hidden="true">↓</span>
      {priceDropText(drop)}
    </span>
  );
}
