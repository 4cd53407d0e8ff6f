import { useId, type ReactNode } from 'react';

/** What ties a control to its label, hint and message: spread it on the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

/** What the frame around a control shows. */
export interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** A red asterisk after the label (docs/product/signed-in-area.md §5, "Labelled required") and `aria-required`. */
  isRequired?: boolean;
  /** Content at the right of the label (e.g. "¿Olvidaste tu contraseña?"). */
  labelAside?: ReactNode;
  className?: string;
  /** The label's classes, where a screen has its own look (a company page's template). */
  labelClassName?: string;
  /** Tighter spacing and a smaller message (the contact form beside the property). */
  compact?: boolean;
  /** A warning sign before the message (the account forms). */
  errorIcon?: boolean;
  /** The control's id, when something else must know it; a generated one otherwise. */
  id?: string;
}

export interface FieldProps extends FieldFrameProps {
  /**
   * Renders the control with the id and ARIA attributes that tie it to its label, hint and message; or the
   * control itself, already carrying the given `id`.
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/**
 * Splits a field component's props into the frame's and the control's, so a field component forwards the
 * frame props in one place and spreads the rest (react-hook-form's `register`) on its control.
 */
export function splitFieldProps<Props extends FieldFrameProps>({
  label,
  error,
  hint,
  isRequired,
  labelAside,
  className,
  labelClassName,
  compact,
  errorIcon,
  id,
  ...control
}: Props): [FieldFrameProps, Omit<Props, keyof FieldFrameProps>] {
  return [
    { label, error, hint, isRequired, labelAside, className, labelClassName, compact, errorIcon, id },
    control,
  ];
}

const errorSign = (
  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
    <path
      fillRule="evenodd"
      clipRule="evenodd"
      d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
    />
  </svg>
);

/** The one labelled form control: label (with its required mark), the control, its hint and its message. */
export function Field({
  label,
  error,
  hint,
  isRequired,
  labelAside,
  className = '',
  labelClassName,
  compact = false,
  errorIcon = false,
  id: givenId,
  children,
}: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <div
        className={
          labelClassName ??
          `${compact ? 'mb-1' : 'mb-1.5'} flex items-baseline justify-between gap-3 text-sm font-medium text-slate-700`
        }
      >
        <span>
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
      {typeof children === 'function'
        ? children({
            id,
            'aria-invalid': Boolean(error),
            'aria-describedby': describedBy,
            'aria-required': isRequired || undefined,
          })
        : children}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          className={
            compact
              ? 'mt-1 text-xs font-medium text-red-600'
              : `mt-1.5 text-sm text-red-600 ${errorIcon ? 'flex items-center gap-1' : ''}`
          }
        >
          {errorIcon && errorSign}
          {error}
        </p>
      )}
    </div>
  );
}
