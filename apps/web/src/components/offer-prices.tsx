import { useExchangeRate } from '@/lib/exchange-rate';
import {
  formatApproxPrice,
  formatOwnPrice,
  formatPricePerM2,
  formatRateNote,
  priceLines,
  type PricedProperty,
} from '@/lib/offer-price-format';
import type { ListingOperation } from '@inmuebles/shared/properties/enums';
import { OfferBadge } from './offer-badge';

export interface OfferPricesProps {
  property: PricedProperty;
  /** A card's compact lines (the rate in a tooltip), or the detail's large ones with the rate written out. */
  size?: 'card' | 'detail';
  /** The operation searched for: its offer comes first and gives the price per m². */
  operation?: ListingOperation;
}

const styles = {
  card: { price: 'text-xl font-bold tracking-tight', approx: 'text-xs', list: 'space-y-1.5' },
  detail: { price: 'text-3xl font-bold tracking-tight', approx: 'text-sm', list: 'space-y-3' },
};

/**
 * The prices of a property: each active offer with its 'Venta' / 'Alquiler' badge, its own
 * currency first and the other one approximately, then the price per m² of the main offer. A property
 * without an active offer shows its own price, as before.
 */
export function OfferPrices({ property, size = 'card', operation }: OfferPricesProps) {
  const rate = useExchangeRate();
  const lines = priceLines(property, operation);
  const perM2 = formatPricePerM2(property, operation);
  const note = rate ? formatRateNote(rate) : undefined;
  const style = styles[size];
  const hasApprox = lines.some((line) => formatApproxPrice(line, rate) !== null);
  return (
    <div className={style.list}>
      {lines.map((line) => {
        const approx = formatApproxPrice(line, rate);
        return (
          <div key={line.operation ?? 'own'}>
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              {line.operation && <OfferBadge operation={line.operation} />}
              <p className={`${style.price} text-slate-900`}>{formatOwnPrice(line)}</p>
            </div>
            {approx && (
              <p className={`${style.approx} text-slate-600`} title={size === 'card' ? note : undefined}>
                {approx}
              </p>
            )}
          </div>
        );
      })}
      {(perM2 || (size === 'detail' && hasApprox && note)) && (
        <p className={`${style.approx} text-slate-600`}>
          {perM2 && <span className="font-medium text-slate-700">{perM2}</span>}
          {size === 'detail' && hasApprox && note && (
            <span className="block text-xs text-slate-500">{note}</span>
          )}
        </p>
      )}
    </div>
  );
}
