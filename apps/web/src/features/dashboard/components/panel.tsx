import type { ReactNode } from 'react';
import { RetryButton, type Retryable } from '@/components/ui/retry-button';
import { Spinner } from '@/components/ui/spinner';

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

/** The contact requests are on their way (the summary's panel and the inbox alike). */
export function ContactRequestsLoading() {
  return (
    <PanelMessage role="status">
      <Spinner className="text-blue-600" />
      Cargando consultas...
    </PanelMessage>
  );
}

/** The contact requests could not be loaded: the message and a retry. */
export function ContactRequestsError({ query }: { query: Retryable }) {
  return (
    <PanelMessage role="alert">
      No se pudieron cargar las consultas.
      <RetryButton query={query} />
    </PanelMessage>
  );
}
