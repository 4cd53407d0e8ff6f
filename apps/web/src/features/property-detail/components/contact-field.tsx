import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';

const control = (hasError: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 focus:outline-none focus:ring-2 sm:text-sm ${
    hasError
      ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30'
      : 'border-slate-300 hover:border-slate-400 focus:border-blue-500 focus:ring-blue-500/30'
  }`;

interface FieldProps {
  label: string;
  error?: string;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-xs font-medium text-red-600">
      {error}
    </p>
  ) : null;
}

/** A labelled input of the contact form; spread react-hook-form's `register(name)` into it. */
export function ContactInput({
  label,
  error,
  ref,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
        className={control(Boolean(error))}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The message box of the contact form. */
export function ContactTextArea({
  label,
  error,
  ref,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={4}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
        className={`${control(Boolean(error))} resize-y`}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * The honeypot: a text field people never see or reach (off-screen, hidden from assistive technology, out
 * of the tab order, no autofill) and robots fill like any other input.
 */
export function HoneypotField({
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Sitio web</label>
      <input ref={ref} id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
