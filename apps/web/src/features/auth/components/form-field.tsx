import { useId, type ReactNode } from 'react';

export interface FieldRenderProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

/** What the frame around a control shows: its label, hint and validation message. */
export interface FieldLabelProps {
  label: string;
  error?: string;
  hint?: string;
  isRequired?: boolean;
  /** Content at the right of the label (e.g. "¿Olvidaste tu contraseña?"). */
  labelAside?: ReactNode;
  className?: string;
}

export interface FormFieldProps extends FieldLabelProps {
  /** Renders the control with the ids and ARIA attributes that tie it to its label, hint and error. */
  children: (props: FieldRenderProps) => ReactNode;
}

/**
 * Splits a field component's props into the frame's and the control's, so each field component
 * forwards the frame props in one place and spreads the rest (e.g. react-hook-form's `register`) on its control.
 */
export function splitFrameProps<Props extends FieldLabelProps>({
  label,
  error,
  hint,
  isRequired,
  labelAside,
  className,
  ...control
}: Props): [FieldLabelProps, Omit<Props, keyof FieldLabelProps>] {
  return [{ label, error, hint, isRequired, labelAside, className }, control];
}

/** A labelled form control with an optional hint and its validation message. */
export function FormField({
  label,
  error,
  hint,
  isRequired,
  labelAside,
  className = '',
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium text-slate-700">
          <label htmlFor={id}>{label}</label>
          {/* Outside the label: the name stays the plain label, aria-required says it to screen readers. */}
          {isRequired && (
            <span className="ml-0.5 text-red-600" aria-hidden="true">
              *
            </span>
          )}
        </span>
        {labelAside}
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
        <p id={errorId} className="mt-1.5 flex items-center gap-1 text-sm text-red-600">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
            <path
              fillRule="evenodd"
              clipRule="evenodd"
              d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
            />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}
