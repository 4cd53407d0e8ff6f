import type { ReactNode } from 'react';

export interface PanelProps {
  title: string;
  /** Right side of the heading row: a link or a counter. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A white card section of the summary with its heading. */
export function Panel({ title, action, children, className = '' }: PanelProps) {
  return (
    <section
      aria-label={title}
      className={`rounded-xl bg-white shadow-sm ring-1 ring-slate-200/80 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-5 py-4">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Loading, empty or failed content of a panel, centred. */
export function PanelMessage({ children, role }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <div
      role={role}
      className="flex flex-col items-center justify-center gap-3 px-5 py-10 text-center text-sm text-slate-500"
    >
      {children}
    </div>
  );
}
