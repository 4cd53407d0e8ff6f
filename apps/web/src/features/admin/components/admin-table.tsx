import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/lib/router';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';

/** The console's plain table: scrolls sideways on a narrow screen instead of breaking the page. */
export function AdminTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-3 py-2.5">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">{children}</tbody>
      </table>
    </div>
  );
}

export const cell = 'px-3 py-2.5';

/** A property's title in a console row, opening its public page. */
export function PropertyLink({ property }: { property: { slug: string; title: string } }) {
  return (
    <Link to={publicPaths.property(property.slug)} className="font-medium text-blue-700 hover:underline">
      {property.title}
    </Link>
  );
}

/** The search box above a table. */
export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label className="block max-w-md text-sm font-medium text-slate-700">
      {label}
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none sm:text-sm"
      />
    </label>
  );
}

/** Previous and next, with where we are. */
function Pager({
  page,
  totalPages,
  total,
  onPage,
}: {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Paginación" className="flex items-center justify-between gap-2 text-sm text-slate-600">
      <span>{`${total} resultados · página ${totalPages === 0 ? 0 : page} de ${totalPages}`}</span>
      <span className="flex gap-2">
        <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={pagerButton}>
          Anterior
        </button>
        <button
          type="button"
          disabled={page >= totalPages}
          onClick={() => onPage(page + 1)}
          className={pagerButton}
        >
          Siguiente
        </button>
      </span>
    </nav>
  );
}

/**
 * The pager under a console list once its first page has arrived (nothing before): every list answers
 * with the same `pagination`, so the panels hand it over as it comes.
 */
export function ListPager({
  pagination,
  page,
  onPage,
}: {
  pagination: { total_pages: number; total_count: number } | undefined;
  page: number;
  onPage: (page: number) => void;
}) {
  if (!pagination) return null;
  return (
    <Pager page={page} totalPages={pagination.total_pages} total={pagination.total_count} onPage={onPage} />
  );
}

const pagerButton =
  'rounded-lg border border-slate-300 px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-50';

const actionButton =
  'rounded-md border border-slate-300 px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-50';
const dangerButton =
  'rounded-md border border-red-300 px-2.5 py-1 text-xs font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50';

/**
 * A button in a row's actions cell: one look for every panel (red for the ones that take something away),
 * so a new action cannot drift from the others.
 */
export function RowAction({ danger = false, ...props }: ComponentProps<'button'> & { danger?: boolean }) {
  return <button type="button" className={danger ? dangerButton : actionButton} {...props} />;
}

/** What went wrong with the last action, announced; nothing while there is no error. */
export function ActionError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}

const limaDateTime = new Intl.DateTimeFormat('es-PE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Lima',
});
export const formatWhen = (iso: string | null) => (iso ? limaDateTime.format(new Date(iso)) : '—');
