/** Class names of a text input, select or textarea; red when the value is invalid. */
export function controlStyles(hasError: boolean, extra = '', { compact = false } = {}): string {
  const size = compact ? 'px-3 py-2 shadow-xs' : 'px-3.5 py-2.5 shadow-sm';
  const state = hasError
    ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30'
    : 'border-slate-300 hover:border-slate-400 focus:border-blue-500 focus:ring-blue-500/30';
  return [
    `block w-full rounded-lg border bg-white ${size} text-base text-slate-900 transition-colors placeholder:text-slate-400 focus:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 sm:text-sm`,
    state,
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
