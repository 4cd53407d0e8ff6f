import { useExchangeRate } from '@/lib/exchange-rate';
import { formatRateNote } from '@/lib/offer-price-format';

/**
 * The rate behind every "≈" amount of a list of cards, written once where everyone can read it (the
 * cards' own tooltips need a pointer). Nothing until the rate is known.
 */
export function RateNote({ className = '' }: { className?: string }) {
  const rate = useExchangeRate();
  if (!rate) return null;
  return <p className={`text-xs text-slate-600 ${className}`}>{`Montos con ≈: ${formatRateNote(rate)}`}</p>;
}
