import { useId, type SelectHTMLAttributes, type Ref } from 'react';
import { fontOptions } from '@inmuebles/shared/companies/configuration';

export interface FontSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** The five fonts of the spec (docs/product/signed-in-area.md §3); each option is written in its own font where the browser allows. */
export function FontSelect({ error, ref, ...select }: FontSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-900">
        Fuente
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={Boolean(error)}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none sm:text-sm"
        {...select}
      >
        {fontOptions.map((option) => (
          <option key={option.value} value={option.value} style={{ fontFamily: option.value }}>
            {option.label}
          </option>
        ))}
      </select>
      {error && <p className="mt-1.5 text-sm text-red-600">{error}</p>}
    </div>
  );
}
