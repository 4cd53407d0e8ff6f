import { useDebouncedSearch, type SearchBoxProps } from '@/hooks/use-debounced-search';
import { SearchIcon } from '@/components/icons/navigation-icons';

/** The list's text search: applied by Enter or after a pause in typing. */
export function SearchField({ value, onSearch }: SearchBoxProps) {
  const { inputId, inputProps, submit } = useDebouncedSearch(value, onSearch);

  return (
    <form role="search" onSubmit={submit} className="min-w-0">
      <label
        htmlFor={inputId}
        className="mb-1 block text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        Buscar
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-4 shrink-0 -translate-y-1/2 text-slate-400" />
        <input
          {...inputProps}
          placeholder="Título, dirección o distrito"
          className="h-11 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 hover:border-slate-400 focus:border-blue-500 focus:ring-2 focus:ring-blue-100 focus:outline-none"
        />
      </div>
    </form>
  );
}
