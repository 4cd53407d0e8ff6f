import { formatPrice } from '@inmuebles/shared/properties/format';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';

/**
 * 'Apto Crédito MiVivienda · Bono del Buen Pagador S/ 22,800', said for what it is: the price qualifies, the
 * buyer must qualify too (docs/product/price-and-mortgage.md §3).
 */
export function MiViviendaNotice({ mivivienda }: { mivivienda: NonNullable<PropertySummary['mivivienda']> }) {
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
      <p className="font-semibold">
        Apto Crédito MiVivienda · Bono del Buen Pagador {formatPrice(mivivienda.bono, 'PEN')}
      </p>
      <p className="mt-1">
        El precio de esta vivienda está dentro de un tramo del Nuevo Crédito MiVivienda ({mivivienda.decree}).
        Recibir el crédito y el bono depende también de ti: que sea tu primera vivienda, tus ingresos y la
        evaluación de la entidad financiera, entre otros requisitos. No es una promesa de financiamiento;
        consulta las condiciones en el sitio oficial del Fondo MIVIVIENDA (
        <a
          href="https://www.mivivienda.com.pe"
          rel="noopener noreferrer"
          target="_blank"
          className="font-medium underline"
        >
          www.mivivienda.com.pe
        </a>
        ).
      </p>
    </div>
  );
}
