import { formatPrice } from '@inmuebles/shared/properties/format';
import { useMiViviendaYears } from '../api/mortgage-api';
import { MiViviendaYearForm } from './mivivienda-year-form';
import { MortgageParametersForm } from './mortgage-parameters-form';

/**
 * 'Crédito hipotecario' (docs/product/price-and-mortgage.md §2-3): the simulator's reference rate and
 * insurances, and Nuevo Crédito MiVivienda's years, each kept with its decree.
 */
export function MortgagePanel() {
  const { data } = useMiViviendaYears();
  const years = data?.years ?? [];
  return (
    <div className="space-y-8">
      <MortgageParametersForm />
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">
          Crédito MiVivienda: tramos y Bono del Buen Pagador
        </h2>
        <p className="text-sm text-slate-700">
          Un tramo cubre los precios mayores que su precio mínimo hasta su precio máximo (el primero incluye
          su mínimo). Rige el último año que no sea posterior al actual.
        </p>
        {years.map((year) => (
          <div key={year.year} className="space-y-1 text-sm text-slate-800">
            <p className="font-semibold">
              {year.year} · {year.decree}
              {year.to_verify && (
                <span className="ml-2 rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  Verificar con el último decreto
                </span>
              )}
            </p>
            <p>
              {year.bands
                .map(
                  (band) =>
                    `${formatPrice(band.price_from, 'PEN')} – ${formatPrice(band.price_to, 'PEN')}: ${formatPrice(band.bono, 'PEN')}`,
                )
                .join(' · ')}
              {` · Bono Verde: ${year.bono_verde === null ? 'sin registrar' : formatPrice(year.bono_verde, 'PEN')}`}
            </p>
          </div>
        ))}
        {data && <MiViviendaYearForm key={years[0]?.updated_at ?? 'new'} initial={years[0] ?? null} />}
      </section>
    </div>
  );
}
