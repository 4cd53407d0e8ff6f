import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/*
 * The editor's labelled controls. Required fields carry a red asterisk (docs/product/signed-in-area.md §5, "Labelled required") and
 * `aria-required`; a message below the control is tied to it with `aria-describedby`.
 */

const controlBase =
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 sm:text-sm';

/** Class names of an input, select or textarea; red when the value is invalid. */
export function controlStyles(hasError: boolean, extra = ''): string {
  const state = hasError
    ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30'
    : 'border-slate-300 hover:border-slate-400 focus:border-blue-500 focus:ring-blue-500/30';
  return [controlBase, state, extra].filter(Boolean).join(' ');
}

interface ControlAria {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: string;
  isRequired?: boolean;
  className?: string;
  children: (aria: ControlAria) => ReactNode;
}

/** A label, the control, then its hint and its message. */
export function FieldFrame({ label, error, hint, isRequired, className = '', children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="mb-1.5 text-sm font-medium text-slate-700">
        <label htmlFor={id}>{label}</label>
        {isRequired && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': isRequired || undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

type FrameProps = Omit<FieldFrameProps, 'children'>;

export interface InputFieldProps
  extends FrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; spread react-hook-form's `register(name)` into it. */
export function InputField({
  label,
  error,
  hint,
  isRequired,
  className,
  ref,
  type = 'text',
  ...input
}: InputFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} isRequired={isRequired} className={className}>
      {(aria) => (
        <input ref={ref} type={type} {...input} {...aria} className={controlStyles(Boolean(error))} />
      )}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps
  extends FrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input. */
export function TextAreaField({
  label,
  error,
  hint,
  isRequired,
  className,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} isRequired={isRequired} className={className}>
      {(aria) => (
        <textarea
          ref={ref}
          rows={5}
          {...textarea}
          {...aria}
          className={controlStyles(Boolean(error), 'resize-y')}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends FrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  ref?: Ref<HTMLSelectElement>;
  options: readonly SelectOption[];
  /** First, empty choice ('Selecciona un departamento'). */
  placeholder?: string;
}

/** A labelled native select: the phone's own picker on mobile, keyboard and screen-reader friendly. */
export function SelectField({
  label,
  error,
  hint,
  isRequired,
  className,
  ref,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} isRequired={isRequired} className={className}>
      {(aria) => (
        <select ref={ref} {...select} {...aria} className={controlStyles(Boolean(error), 'pr-8')}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
