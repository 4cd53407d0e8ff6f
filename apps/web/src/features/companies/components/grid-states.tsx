import type { Tone, ToneStyles } from './tone';

type Slot = 'grid' | 'skeleton' | 'empty' | 'emptyTitle' | 'button';

export const gridStyles: ToneStyles<Slot> = {
  modern: {
    grid: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
    skeleton: 'aspect-[4/5] rounded-2xl bg-slate-200/70',
    empty: 'rounded-2xl bg-white px-6 py-14 text-center text-slate-600 shadow-sm ring-1 ring-slate-900/5',
    emptyTitle: 'text-lg font-semibold text-slate-900',
    button:
      'rounded-xl bg-(--company-primary) px-5 py-2.5 text-sm font-semibold text-(--company-on-primary) hover:brightness-110',
  },
  classic: {
    grid: 'grid gap-7 sm:grid-cols-2 lg:grid-cols-3',
    skeleton: 'aspect-[4/5] border border-stone-200 bg-stone-100',
    empty: 'border border-(--company-primary)/25 px-6 py-14 text-center text-stone-600 italic',
    emptyTitle: 'text-xl text-stone-900 not-italic',
    button: 'bg-(--company-primary) px-5 py-2.5 text-(--company-on-primary) hover:brightness-110',
  },
  luxury: {
    grid: 'grid gap-x-10 gap-y-14 md:grid-cols-2',
    skeleton: 'aspect-[5/4] bg-white/5',
    empty: 'border border-(--lux-gold)/25 px-6 py-16 text-center text-stone-400',
    emptyTitle: 'text-2xl font-light text-stone-100',
    button:
      'border border-(--lux-gold) px-6 py-3 text-xs tracking-[0.25em] text-(--lux-gold) uppercase hover:bg-(--lux-gold) hover:text-(--lux-ink)',
  },
  minimal: {
    grid: 'grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3',
    skeleton: 'aspect-[3/4] bg-zinc-100',
    empty: 'border-y border-zinc-200 py-16 text-center text-zinc-500',
    emptyTitle: 'text-lg text-zinc-900',
    button: 'border-b border-zinc-900 pb-0.5 text-xs tracking-[0.16em] text-zinc-900 uppercase',
  },
};

/** Placeholders with the cards' shape while the first page loads. */
export function CompanyGridSkeleton({ tone }: { tone: Tone }) {
  const s = gridStyles[tone];
  return (
    <div className={s.grid} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className={`animate-pulse ${s.skeleton}`} />
      ))}
    </div>
  );
}

/** No property matches: the listing's text, and a way back to everything when filters caused it. */
export function CompanyGridEmpty({
  tone,
  hasFilters,
  onClear,
}: {
  tone: Tone;
  hasFilters: boolean;
  onClear: () => void;
}) {
  const s = gridStyles[tone];
  return (
    <div className={s.empty}>
      <p className={s.emptyTitle}>No se encontraron propiedades</p>
      {hasFilters ? (
        <>
          <p className="mt-2">Prueba con otros filtros.</p>
          <button type="button" onClick={onClear} className={`mt-6 ${s.button}`}>
            Limpiar filtros
          </button>
        </>
      ) : (
        <p className="mt-2">Esta empresa aún no tiene propiedades publicadas.</p>
      )}
    </div>
  );
}

/** The properties could not be loaded: the catalogue message and a retry. */
export function CompanyGridError({ tone, onRetry }: { tone: Tone; onRetry: () => void }) {
  const s = gridStyles[tone];
  return (
    <div role="alert" className={s.empty}>
      <p className={s.emptyTitle}>Error al cargar las propiedades</p>
      <button type="button" onClick={onRetry} className={`mt-6 ${s.button}`}>
        Intentar de nuevo
      </button>
    </div>
  );
}
