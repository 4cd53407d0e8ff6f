import { formatOfferPrice } from '@inmuebles/shared/properties/format';
import { listingOperationLabels } from '@inmuebles/shared/properties/enums';
import type { PriceHistoryEntry } from '@inmuebles/shared/properties/price-history';
import { formatDay, formatPercent } from '@inmuebles/shared/properties/price-history-format';

function changeText(percent: number | null): { text: string; tone: string } {
  if (percent === null) return { text: 'Precio inicial', tone: 'text-slate-500' };
  if (percent === 0) return { text: 'Sin cambio', tone: 'text-slate-500' };
  return percent < 0
    ? { text: `−${formatPercent(percent)}`, tone: 'text-rose-700' }
    : { text: `+${formatPercent(percent)}`, tone: 'text-amber-700' };
}

/**
 * 'Historial de precios': every price the offers have had, newest first, with the change against the one
 * before (docs/product/price-and-mortgage.md §1). The operation is named only when there are both.
 */
export function PriceHistoryTable({ entries }: { entries: readonly PriceHistoryEntry[] }) {
  const bothOperations = new Set(entries.map((entry) => entry.operation)).size > 1;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs tracking-wide text-slate-500 uppercase">
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Fecha
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Precio
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Cambio
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => {
            const change = changeText(entry.change_percent);
            return (
              <tr key={`${entry.listing_id}-${index}`} className="border-b border-slate-100 last:border-0">
                <td className="py-2 pr-4 whitespace-nowrap text-slate-700">{formatDay(entry.date)}</td>
                <td className="py-2 pr-4 font-medium whitespace-nowrap text-slate-900">
                  {bothOperations && (
                    <span className="mr-2 text-xs font-semibold text-slate-500">
                      {listingOperationLabels[entry.operation]}
                    </span>
                  )}
                  {formatOfferPrice(entry.price, entry.currency, entry.operation)}
                </td>
                <td className={`py-2 text-right font-semibold whitespace-nowrap ${change.tone}`}>
                  {change.text}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
