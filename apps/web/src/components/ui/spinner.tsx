const sizes = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Text for screen readers; omit when a visible text already says what is loading. */
  label?: string;
  className?: string;
}

/** A rotating ring in the current text colour. */
export function Spinner({ size = 'md', label, className = '' }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={`inline-flex ${className}`}>
      <span
        aria-hidden="true"
        className={`${sizes[size]} animate-spin rounded-full border-current border-r-transparent`}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
