import { formatPrice } from '@inmuebles/shared/properties/format';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';

/** The card's mark of a home whose sale price falls in a band of Nuevo Crédito MiVivienda. */
export function MiViviendaBadge({ mivivienda }: { mivivienda: PropertySummary['mivivienda'] }) {
  if (!mivivienda) return null;
  return (
    <span
      className="inline-flex w-fit items-center rounded-md bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset"
      title={`Bono del Buen Pagador ${formatPrice(mivivienda.bono, 'PEN')}`}
    >
      Apto MiVivienda
    </span>
  );
}
