import type { UseFormRegister } from 'react-hook-form';
import {
  editorCurrencies,
  editorCurrencyLabels,
  listingStatuses,
  type ListingOperation,
} from '@inmuebles/shared/properties/enums';
import { MAX_MIN_TERM_MONTHS } from '@inmuebles/shared/properties/listing-schema';
import type { FieldErrors } from '../model/editor-schema';
import type { EditorValues } from '../model/editor-values';
import { listingStatusLabels } from '../model/offer-values';
import { toNullableNumber } from '../utils/nullable-number';
import { InputField, SelectField } from './form-controls';

export interface OfferFieldsProps {
  operation: ListingOperation;
  register: UseFormRegister<EditorValues>;
  errors: FieldErrors;
}

/** Each label names its operation, so both offers can be told apart by ear and by the tests. */
const labels: Record<ListingOperation, { heading: string; price: string; currency: string; status: string }> =
  {
    sale: {
      heading: 'Venta',
      price: 'Precio de venta',
      currency: 'Moneda de venta',
      status: 'Estado de la venta',
    },
    rent: {
      heading: 'Alquiler',
      price: 'Precio mensual',
      currency: 'Moneda del alquiler',
      status: 'Estado del alquiler',
    },
  };

const currencyOptions = editorCurrencies.map((currency) => ({
  value: currency,
  label: editorCurrencyLabels[currency],
}));
const statusOptions = listingStatuses.map((status) => ({
  value: status,
  label: listingStatusLabels[status],
}));

/**
 * One offer of the 'Operación' block (docs/product/offers-and-search.md §1): price and currency (soles
 * first), its state, and for a rent the monthly maintenance and the minimum term.
 */
export function OfferFields({ operation, register, errors }: OfferFieldsProps) {
  const text = labels[operation];
  const isRent = operation === 'rent';
  return (
    <div
      role="group"
      aria-label={text.heading}
      className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50/60 p-4 sm:grid-cols-2"
    >
      <p className="text-sm font-semibold text-slate-900 sm:col-span-2">{text.heading}</p>
      <div className="grid gap-3 sm:col-span-2 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <InputField
          label={text.price}
          isRequired
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          hint={isRent ? 'Por mes.' : undefined}
          error={errors[`offers.${operation}.price`]}
          {...register(`offers.${operation}.price`, { setValueAs: toNullableNumber })}
        />
        <SelectField
          label={text.currency}
          options={currencyOptions}
          error={errors[`offers.${operation}.currency`]}
          {...register(`offers.${operation}.currency`)}
        />
      </div>
      {isRent && (
        <>
          <InputField
            label="Mantenimiento"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            hint="Mensual, en la moneda del alquiler. Opcional."
            error={errors['offers.rent.maintenance_fee']}
            {...register('offers.rent.maintenance_fee', { setValueAs: toNullableNumber })}
          />
          <InputField
            label="Plazo mínimo (meses)"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_MIN_TERM_MONTHS}
            step={1}
            hint="Opcional."
            error={errors['offers.rent.min_term_months']}
            {...register('offers.rent.min_term_months', { setValueAs: toNullableNumber })}
          />
        </>
      )}
      <SelectField
        label={text.status}
        hint="Solo las ofertas activas se muestran al público."
        options={statusOptions}
        error={errors[`offers.${operation}.status`]}
        {...register(`offers.${operation}.status`)}
      />
    </div>
  );
}
