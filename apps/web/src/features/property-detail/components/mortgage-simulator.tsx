import { useId } from 'react';
import { minDownPaymentPercent, type SimulatorField } from '@inmuebles/shared/mortgage/simulator-input';
import type { MortgageParameters } from '@inmuebles/shared/mortgage/mortgage-parameters-schema';
import { formatDay } from '@inmuebles/shared/properties/price-history-format';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { formatMoney } from '@/lib/money';
import { useSimulatorState, type SimulatorCurrency, type SimulatorOffer } from '../hooks/use-simulator-state';
import { SimulatorInput } from './simulator-fields';
import { SimulatorResult } from './simulator-result';

/** The term and the three rates: one input each, in this order. */
const typedFields: [SimulatorField, string, string][] = [
  ['termYears', 'Plazo (5 a 30 años)', 'años'],
  ['teaPercent', 'Tasa efectiva anual (TEA)', '%'],
  ['desgravamenMonthlyPercent', 'Seguro de desgravamen (% mensual del saldo)', '%'],
  ['propertyInsuranceYearlyPercent', 'Seguro del inmueble (% anual del valor)', '%'],
];

export interface MortgageSimulatorProps {
  offer: SimulatorOffer;
  parameters: MortgageParameters;
  /** Soles per dollar in force; the currency switch waits for it. */
  rate: number | null;
  mivivienda: PropertySummary['mivivienda'];
}

/**
 * 'Simulador de crédito hipotecario' (docs/product/price-and-mortgage.md §2): every figure recomputed in the
 * browser as the visitor types, from the shared module the server's tests check.
 */
export function MortgageSimulator({ offer, parameters, rate, mivivienda }: MortgageSimulatorProps) {
  const id = useId();
  const state = useSimulatorState(offer, parameters, rate, mivivienda?.bono ?? null);
  const { fields, reading, currency } = state;
  const errors = reading.errors;
  const currencies: SimulatorCurrency[] = ['PEN', 'USD'];
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SimulatorInput
          id={`${id}-price`}
          label="Precio del inmueble"
          value={fields.price}
          error={errors.price}
          onChange={(value) => state.setField('price', value)}
        />
        <div role="group" aria-label="Moneda" className="min-w-0">
          <p className="block text-sm font-medium text-slate-700">Moneda</p>
          <div className="mt-1 flex gap-1.5">
            {currencies.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={currency === option}
                disabled={!rate}
                onClick={() => state.setCurrency(option)}
                className={`h-10 rounded-lg border px-3 text-sm font-semibold ${currency === option ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-300 bg-white text-slate-700'}`}
              >
                {option === 'PEN' ? 'Soles (S/)' : 'Dólares (US$)'}
              </button>
            ))}
          </div>
          {rate && <p className="mt-1 text-xs text-slate-500">Tipo de cambio: S/ {rate} por dólar</p>}
        </div>
        <SimulatorInput
          id={`${id}-down-percent`}
          label={`Cuota inicial (%) · mínimo ${minDownPaymentPercent(fields.withBono)}%`}
          value={state.downPercent}
          suffix="%"
          onChange={state.setPercent}
        />
        <SimulatorInput
          id={`${id}-down`}
          label="Cuota inicial (monto)"
          value={fields.downPayment}
          error={errors.downPayment}
          onChange={(value) => state.setField('downPayment', value)}
        />
        {typedFields.map(([field, label, suffix]) => (
          <SimulatorInput
            key={field}
            id={`${id}-${field}`}
            label={label}
            value={fields[field]}
            error={errors[field]}
            suffix={suffix}
            onChange={(value) => state.setField(field, value)}
          />
        ))}
      </div>
      <p className="text-xs text-slate-500">
        TEA de referencia {parameters.tea_percent}% al {formatDay(parameters.rate_date)} (
        {parameters.rate_source}). Cada entidad fija su propia tasa.
      </p>
      {mivivienda && (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={fields.withBono}
            onChange={(event) => state.setWithBono(event.target.checked)}
            className="mt-0.5 size-4"
          />
          <span>
            Aplicar el Bono del Buen Pagador ({formatMoney(state.bono, currency)}) a la cuota inicial
          </span>
        </label>
      )}
      <SimulatorResult result={state.result} currency={currency} rate={rate} />
    </div>
  );
}
