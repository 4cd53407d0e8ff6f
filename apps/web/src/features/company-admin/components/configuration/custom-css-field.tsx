import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { CompanyLimits, utf8ByteLength } from '@inmuebles/shared/companies/configuration';
import { formatCount } from '@inmuebles/shared/properties/format';

export interface CustomCssFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'className' | 'value'
> {
  /** The text as typed, for the size counter (the textarea itself is uncontrolled: spread `register`). */
  currentValue: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The company's own CSS, with its size against the cap (counted in UTF-8 bytes, as the server does). The
 * server scopes every rule to the public page and removes what could reach outside it.
 */
export function CustomCssField({ currentValue, error, ref, ...textarea }: CustomCssFieldProps) {
  const id = useId();
  const bytes = utf8ByteLength(currentValue);
  const isOver = bytes > CompanyLimits.maxCustomCssBytes;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-900">
        CSS personalizado
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={7}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        placeholder={'h1 {\n  letter-spacing: 0.02em;\n}'}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        className={`block w-full rounded-lg border bg-slate-950 px-3.5 py-3 font-mono text-sm leading-relaxed text-slate-100 shadow-sm placeholder:text-slate-500 focus:ring-2 focus:outline-none ${
          error ? 'border-red-400 focus:ring-red-500/40' : 'border-slate-300 focus:ring-blue-500/40'
        }`}
        {...textarea}
      />
      <div
        id={`${id}-help`}
        className="mt-1.5 flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-slate-500"
      >
        <p>Se aplica solo a tu página pública.</p>
        <p className={`tabular-nums ${isOver ? 'font-semibold text-red-600' : ''}`}>
          {formatCount(bytes)} / {formatCount(CompanyLimits.maxCustomCssBytes)} bytes
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
