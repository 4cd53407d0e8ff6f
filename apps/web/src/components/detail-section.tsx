import type { ReactNode } from 'react';

/** A titled block of the main column. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-titulo`} className="border-t border-slate-200 pt-8">
      <h2 id={`${id}-titulo`} className="mb-4 text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
