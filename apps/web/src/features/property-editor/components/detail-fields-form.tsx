import { useId } from 'react';
import { propertyDetailTypeLabels, type PropertyDetailType } from '@inmuebles/shared/properties/enums';
import type { DetailValues } from '../model/editor-values';
import {
  detailErrorsOf,
  detailFieldSpecs,
  numberInputRules,
  type DetailFieldSpec,
} from '../utils/detail-fields';
import { DetailNumberInput } from './detail-number-input';

export interface DetailFieldsFormProps {
  detailType: PropertyDetailType;
  detail: DetailValues;
  onDetailChange: (next: DetailValues) => void;
}

const metres = { symbol: 'm', name: 'metros' };

const validBorder = 'border-slate-300 hover:border-slate-400 focus:border-blue-500 focus:ring-blue-500/30';
const invalidBorder = 'border-red-400 focus:border-red-500 focus:ring-red-500/30';
const textInputClass =
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm transition-colors focus:ring-2 focus:outline-none sm:text-sm';

/**
 * The category's own fields (docs/product/signed-in-area.md §3): numbers and text in a two-column grid, yes/no facts as checkboxes.
 * Messages are the server's (shared schema), shown under the field they concern.
 */
export function DetailFieldsForm({ detailType, detail, onDetailChange }: DetailFieldsFormProps) {
  const id = useId();
  const specs = detailFieldSpecs(detailType);
  const errors = detailErrorsOf(detailType, detail);
  const set = (key: string, value: DetailValues[string]) => onDetailChange({ ...detail, [key]: value });

  const inputs = specs.filter((spec) => spec.kind !== 'flag');
  const flags = specs.filter((spec) => spec.kind === 'flag');

  const field = (spec: DetailFieldSpec) => {
    const inputId = `${id}-${spec.key}`;
    const errorId = `${inputId}-error`;
    const error = errors[spec.key];
    const value = detail[spec.key];
    return (
      <div key={spec.key}>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
          {spec.label}
        </label>
        {spec.kind === 'text' ? (
          <input
            id={inputId}
            type="text"
            name={spec.key}
            maxLength={500}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => set(spec.key, event.target.value === '' ? null : event.target.value)}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? errorId : undefined}
            placeholder="Ej.: palta, uva"
            className={`${textInputClass} ${error ? invalidBorder : validBorder}`}
          />
        ) : (
          <DetailNumberInput
            id={inputId}
            name={spec.key}
            value={typeof value === 'number' ? value : null}
            onValueChange={(next) => set(spec.key, next)}
            {...numberInputRules[spec.kind as keyof typeof numberInputRules]}
            unit={spec.kind === 'metres' ? metres : undefined}
            invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
          />
        )}
        {error && (
          <p id={errorId} className="mt-1.5 text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <fieldset className="min-w-0">
      <legend className="text-base font-semibold text-slate-900">
        Características: {propertyDetailTypeLabels[detailType]}
      </legend>
      {inputs.length > 0 && <div className="mt-4 grid gap-4 sm:grid-cols-2">{inputs.map(field)}</div>}
      {flags.length > 0 && (
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {flags.map((spec) => (
            <label
              key={spec.key}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                name={spec.key}
                checked={detail[spec.key] === true}
                onChange={(event) => set(spec.key, event.target.checked)}
                className="size-4 shrink-0 rounded border-slate-300 text-blue-600 focus:ring-blue-500"
              />
              <span className="text-sm font-medium text-slate-800">{spec.label}</span>
              {errors[spec.key] && <span className="text-sm text-red-600">{errors[spec.key]}</span>}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
