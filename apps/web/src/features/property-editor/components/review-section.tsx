import type { ReactNode } from 'react';

export interface ReviewSectionProps {
  title: string;
  /** Opens the step where these values are edited. */
  onEdit: () => void;
  /** Shown in red under the title when the step still needs something. */
  problem?: string;
  children: ReactNode;
}

/** One block of the review: the step's name, a way back to it, and its values. */
export function ReviewSection({ title, onEdit, problem, children }: ReviewSectionProps) {
  return (
    <section
      aria-label={title}
      className={`rounded-xl border bg-white p-4 sm:p-5 ${problem ? 'border-red-300' : 'border-slate-200'}`}
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <div>
          <h3 className="text-base font-semibold text-slate-900">{title}</h3>
          {problem && <p className="mt-0.5 text-sm text-red-600">{problem}</p>}
        </div>
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Editar ${title}`}
          className="shrink-0 rounded-md px-2 py-1 text-sm font-medium text-blue-700 hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
        >
          Editar
        </button>
      </div>
      {children}
    </section>
  );
}

export interface ReviewItem {
  label: string;
  value: ReactNode;
}

/** Label and value pairs in two columns; empty values read 'Sin especificar'. */
export function ReviewList({ items }: { items: ReviewItem[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:gap-x-6">
      {items.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900">
            {value === '' || value === null || value === undefined ? (
              <span className="text-slate-500">Sin especificar</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
