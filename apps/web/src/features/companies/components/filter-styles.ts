import type { ToneStyles } from './tone';

type Slot = 'panel' | 'label' | 'input' | 'select' | 'badge' | 'clear' | 'toggle' | 'error';

/** The filter bar's look per template: boxed and soft, framed, dark with gold lines, or bare lines. */
export const filterStyles: ToneStyles<Slot> = {
  modern: {
    panel: 'rounded-2xl bg-white p-4 shadow-lg shadow-slate-900/5 ring-1 ring-slate-900/5 sm:p-5',
    label: 'mb-1.5 block text-xs font-semibold text-slate-600',
    input:
      'h-11 w-full rounded-xl border border-slate-200 bg-slate-50 px-3.5 text-sm text-slate-900 placeholder:text-slate-400 focus:border-(--company-primary) focus:bg-white focus:ring-4 focus:ring-(--company-primary)/15 focus:outline-none',
    select:
      'h-11 w-full rounded-xl border border-slate-200 bg-slate-50 px-3 text-sm text-slate-900 focus:border-(--company-primary) focus:ring-4 focus:ring-(--company-primary)/15 focus:outline-none',
    badge: 'rounded-full bg-(--company-primary) px-2 py-0.5 text-xs font-bold text-(--company-on-primary)',
    clear:
      'text-sm font-semibold text-(--company-primary) hover:underline disabled:text-slate-400 disabled:no-underline',
    toggle: 'rounded-xl border border-slate-200 bg-white px-4 text-sm font-semibold text-slate-700',
    error: 'text-xs font-medium text-red-600',
  },
  classic: {
    panel: 'border border-(--company-primary)/25 bg-white/70 p-4 sm:p-6',
    label: 'mb-1.5 block text-sm text-stone-600 italic',
    input:
      'h-11 w-full border border-stone-300 bg-white px-3 text-stone-900 placeholder:text-stone-400 focus:border-(--company-primary) focus:ring-1 focus:ring-(--company-primary) focus:outline-none',
    select:
      'h-11 w-full border border-stone-300 bg-white px-2.5 text-stone-900 focus:border-(--company-primary) focus:ring-1 focus:ring-(--company-primary) focus:outline-none',
    badge: 'bg-(--company-primary) px-2 py-0.5 text-xs text-(--company-on-primary)',
    clear:
      'text-sm text-(--company-primary) underline underline-offset-4 disabled:text-stone-400 disabled:no-underline',
    toggle: 'border border-stone-300 bg-white px-4 text-stone-700',
    error: 'text-sm text-red-700 italic',
  },
  luxury: {
    panel: 'border border-(--lux-gold)/25 bg-white/[0.03] p-5 sm:p-7',
    label: 'mb-2 block text-[0.65rem] tracking-[0.3em] text-(--lux-gold) uppercase',
    input:
      'h-11 w-full border-0 border-b border-stone-600 bg-transparent px-0 text-stone-100 placeholder:text-stone-500 focus:border-(--lux-gold) focus:ring-0 focus:outline-none',
    select:
      'h-11 w-full border-0 border-b border-stone-600 bg-transparent px-0 text-stone-100 focus:border-(--lux-gold) focus:ring-0 focus:outline-none [&>option]:bg-stone-900',
    badge: 'border border-(--lux-gold) px-2 py-0.5 text-xs text-(--lux-gold)',
    clear:
      'text-xs tracking-[0.2em] text-(--lux-gold) uppercase hover:text-stone-100 disabled:text-stone-600',
    toggle: 'border border-(--lux-gold)/40 px-4 text-xs tracking-[0.2em] text-stone-100 uppercase',
    error: 'text-xs text-red-300',
  },
  minimal: {
    panel: 'border-y border-zinc-200 py-5',
    label: 'mb-1 block text-[0.65rem] tracking-[0.2em] text-zinc-500 uppercase',
    input:
      'h-10 w-full border-0 border-b border-zinc-300 bg-transparent px-0 text-zinc-900 placeholder:text-zinc-400 focus:border-zinc-900 focus:ring-0 focus:outline-none',
    select:
      'h-10 w-full border-0 border-b border-zinc-300 bg-transparent px-0 text-zinc-900 focus:border-zinc-900 focus:ring-0 focus:outline-none',
    badge: 'text-xs font-medium text-(--company-primary)',
    clear:
      'text-xs tracking-[0.16em] text-zinc-900 uppercase underline underline-offset-4 disabled:text-zinc-300 disabled:no-underline',
    toggle: 'border border-zinc-300 px-4 text-xs tracking-[0.16em] text-zinc-900 uppercase',
    error: 'text-xs text-red-600',
  },
};
