import type { ReactNode } from 'react';

export interface SectionCardProps {
  title: string;
  /** A line under the title saying what the section is for. */
  description?: string;
  /** Right side of the heading row (a selector, a button). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A white card section of the company screen, named by its heading. */
export function SectionCard({ title, description, action, children, className = '' }: SectionCardProps) {
  return (
    <section
      aria-label={title}
      className={`rounded-xl bg-white shadow-sm ring-1 ring-slate-200/80 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
        </div>
        {action}
      </div>
      <div className="p-4 sm:p-6">{children}</div>
    </section>
  );
}
