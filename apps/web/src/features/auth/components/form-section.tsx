import type { ReactNode } from 'react';

export interface FormSectionProps {
  title: string;
  description?: ReactNode;
  /** A pill next to the title, e.g. "Opcional". */
  badge?: string;
  children: ReactNode;
}

/** A titled group of fields (a fieldset, so the title is read with each field). */
export function FormSection({ title, description, badge, children }: FormSectionProps) {
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="flex w-full flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
        {title}
        {badge && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600">
            {badge}
          </span>
        )}
      </legend>
      {description && <p className="-mt-2 text-sm text-slate-500">{description}</p>}
      {children}
    </fieldset>
  );
}
