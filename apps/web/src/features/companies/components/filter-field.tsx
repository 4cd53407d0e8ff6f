import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  labelClassName: string;
  className?: string;
  children: ReactNode;
}

/** A labelled control of the filter bar. */
export function Field({ id, label, labelClassName, className = '', children }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
    </div>
  );
}
