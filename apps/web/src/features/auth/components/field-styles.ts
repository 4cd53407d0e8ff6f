/** Class names of the text inputs of the account forms, red when the value is invalid. */
export function inputStyles(hasError: boolean, extra = ''): string {
  const base =
    'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 sm:text-sm';
  const state = hasError
    ? 'border-red-400 focus:border-red-500 focus:ring-red-500/30'
    : 'border-slate-300 hover:border-slate-400 focus:border-blue-500 focus:ring-blue-500/30';
  return [base, state, extra].filter(Boolean).join(' ');
}
