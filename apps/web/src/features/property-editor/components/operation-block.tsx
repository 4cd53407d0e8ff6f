import type { UseFormRegister } from 'react-hook-form';
import {
  listingOperationLabels,
  listingOperations,
  type ListingOperation,
} from '@inmuebles/shared/properties/enums';
import type { FieldErrors } from '../model/editor-schema';
import type { EditorValues } from '../model/editor-values';
import type { OffersValues } from '../model/offer-values';
import { OfferFields } from './offer-fields';

export interface OperationBlockProps {
  offers: OffersValues;
  register: UseFormRegister<EditorValues>;
  errors: FieldErrors;
  onToggle: (operation: ListingOperation, enabled: boolean) => void;
}

/**
 * Step 1's 'Operación': Venta, Alquiler or both, each with its own price. With none, the
 * property keeps its single price as before.
 */
export function OperationBlock({ offers, register, errors, onToggle }: OperationBlockProps) {
  return (
    <fieldset className="space-y-4 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Operación</legend>
      <p className="-mt-1 text-xs text-slate-500">
        Marca si la ofreces en venta, en alquiler o en ambas; cada oferta tiene su propio precio.
      </p>
      <div className="flex flex-wrap gap-2">
        {listingOperations.map((operation) => {
          const isOn = offers[operation].enabled;
          return (
            <label
              key={operation}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-500 ${
                isOn
                  ? 'border-blue-600 bg-blue-50 text-blue-800'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400'
              }`}
            >
              <input
                type="checkbox"
                checked={isOn}
                onChange={(event) => onToggle(operation, event.target.checked)}
                className="size-4 accent-blue-600"
              />
              {listingOperationLabels[operation]}
            </label>
          );
        })}
      </div>
      {listingOperations
        .filter((operation) => offers[operation].enabled)
        .map((operation) => (
          <OfferFields key={operation} operation={operation} register={register} errors={errors} />
        ))}
    </fieldset>
  );
}
