import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

const control =
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm transition-colors focus:ring-2 focus:outline-none sm:text-sm';
const stateClass = (error?: string) =>
  error
    ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30'
    : 'border-slate-300 hover:border-slate-400 focus:border-blue-500 focus:ring-blue-500/30';

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

/** Label above, hint and validation message below, tied to the control by id. */
function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, hint: unknown, error?: string) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; spread `register(name)` into it. */
export function TextField({ label, hint, error, ref, type = 'text', required, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input
        ref={ref}
        id={id}
        type={type}
        aria-required={required || undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint, error)}
        className={`${control} ${stateClass(error)}`}
        {...input}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
  /** Extra classes of the textarea (a monospace font). */
  textareaClassName?: string;
}

/** A labelled textarea; spread `register(name)` into it. */
export function TextAreaField({
  label,
  hint,
  error,
  ref,
  required,
  textareaClassName = '',
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        ref={ref}
        id={id}
        aria-required={required || undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint, error)}
        className={`${control} ${stateClass(error)} ${textareaClassName}`}
        {...textarea}
      />
    </FieldFrame>
  );
}
