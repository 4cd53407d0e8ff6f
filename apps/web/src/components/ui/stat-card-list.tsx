import type { ReactNode } from 'react';
import { formatCount } from '@inmuebles/shared/properties/format';

/** One counter: which number, its label, and its coloured sign. */
export interface StatCard<Key extends string> {
  key: Key;
  label: string;
  Icon: (props: { className?: string }) => ReactNode;
  /** Background and text colour of the sign. */
  tone: string;
}

export interface StatCardListProps<Key extends string> {
  /** The list's accessible name. */
  label: string;
  cards: readonly StatCard<Key>[];
  /** The numbers, all from the server; without them (a failed load) a card shows '—', never an invented zero. */
  values: Record<Key, number> | undefined;
  isLoading: boolean;
  /** The grid's columns. */
  className: string;
}

/** A row of counters (the summary's and the company's), numbers in es-PE, pulsing while they load. */
export function StatCardList<Key extends string>({
  label,
  cards,
  values,
  isLoading,
  className,
}: StatCardListProps<Key>) {
  return (
    <ul
      aria-label={label}
      aria-busy={isLoading || undefined}
      className={`grid grid-cols-2 gap-3 sm:gap-4 ${className}`}
    >
      {cards.map(({ key, label: cardLabel, Icon, tone }) => (
        <li key={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80 sm:p-5">
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm font-medium text-slate-500">{cardLabel}</p>
            <span
              aria-hidden="true"
              className={`inline-flex size-9 shrink-0 items-center justify-center rounded-lg ${tone}`}
            >
              <Icon className="size-5" />
            </span>
          </div>
          {isLoading ? (
            <span aria-hidden="true" className="mt-2 block h-8 w-16 animate-pulse rounded-md bg-slate-200" />
          ) : (
            <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
              {values ? formatCount(values[key]) : <span title="Sin datos">—</span>}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
