import { editorCurrencies } from '@inmuebles/shared/properties/enums';
import type { PriceCurrency } from '../utils/listing-params';
import { RangeFilter, type RangeValue } from './range-filter';

export interface PriceRange extends RangeValue {
  currency: PriceCurrency;
}

const currencyLabels: Record<PriceCurrency, string> = { PEN: 'S/', USD: 'US$' };

/**
 * The price range in the currency the visitor thinks in (soles first); the server compares every offer
 * converted at the rate in force (docs/product/offers-and-search.md §3).
 */
export function PriceRangeFilter({
  value,
  onChange,
}: {
  value: PriceRange;
  /**
   * What changed, and only that: the range, or the currency. A range committed right after a currency
   * change (before the address has caught up and this renders again) must not send the currency it was
   * drawn with and undo the change.
   */
  onChange: (change: RangeValue | { currency: PriceCurrency }) => void;
}) {
  return (
    <RangeFilter
      // A range changed elsewhere (a removed chip) starts the inputs again from it.
      key={`${value.min}-${value.max}`}
      legend="Precio"
      minLabel="Precio mínimo"
      maxLabel="Precio máximo"
      value={value}
      onChange={(range) => onChange(range)}
      addon={
        <select
          aria-label="Moneda del precio"
          value={value.currency}
          onChange={(event) => onChange({ currency: event.target.value as PriceCurrency })}
          className="h-11 shrink-0 rounded-xl border border-slate-300 bg-white px-2 text-base font-medium text-slate-900 shadow-xs focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none sm:text-sm"
        >
          {editorCurrencies.map((currency) => (
            <option key={currency} value={currency}>
              {currencyLabels[currency]}
            </option>
          ))}
        </select>
      }
    />
  );
}
