import { useDebouncedSearch, type SearchBoxProps } from '@/hooks/use-debounced-search';

/**
 * Free-text search (docs/product/public-and-auth.md §2.2): applied by Enter, by the 'Buscar' button and after a 500 ms pause in
 * typing; a text equal to the applied one (spaces aside) is ignored. Before the app has taken over a page
 * drawn on the server (or without scripts), the form still works: the browser submits it as
 * `?search=…` to the same address, which the listing reads.
 */
export function SearchBar({ value, onSearch }: SearchBoxProps) {
  const { inputId, inputProps, submit } = useDebouncedSearch(value, onSearch);

  return (
    <form
      role="search"
      onSubmit={submit}
      className="flex w-full flex-row gap-2 rounded-2xl bg-white p-1.5 shadow-xl shadow-blue-950/20 ring-1 ring-black/5 sm:p-2"
    >
      <label htmlFor={inputId} className="sr-only">
        Buscar propiedades
      </label>
      <div className="relative min-w-0 flex-1">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 sm:left-4 -translate-y-1/2 text-slate-400"
        >
          <path d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.33 3.33a.75.75 0 1 1-1.06 1.06l-3.33-3.33A7 7 0 0 1 2 9Z" />
        </svg>
        <input
          {...inputProps}
          name="search"
          placeholder="Distrito, tipo o palabra clave"
          className="h-11 w-full min-w-0 rounded-xl border-0 bg-transparent pr-2 pl-11 sm:h-12 sm:pl-12 text-base text-slate-900 placeholder:text-slate-400 focus:ring-2 focus:ring-blue-500 focus:outline-none"
        />
      </div>
      <button
        type="submit"
        className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-blue-600 px-4 sm:h-12 sm:px-7 text-base font-semibold text-white shadow-sm transition-colors hover:bg-blue-700 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none active:bg-blue-800"
      >
        Buscar
      </button>
    </form>
  );
}
