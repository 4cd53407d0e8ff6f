import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useDebouncedSearch, type SearchBoxProps } from '@/hooks/use-debounced-search';

/** A place offered under the box while typing: what it says, and what kind of place it is. */
export interface SearchSuggestion {
  label: string;
  detail: string;
}

const noSuggestions: readonly SearchSuggestion[] = [];

export interface SearchBarProps extends SearchBoxProps {
  /** Offered under the box for the text being typed (places), best first. */
  suggestions?: readonly SearchSuggestion[];
  /** The text in the box as it is typed, to find its suggestions. */
  onDraftChange?: (text: string) => void;
  /** A suggestion chosen (by its index): it replaces the text search. */
  onSuggestion?: (index: number) => void;
}

/**
 * Free-text search (docs/product/public-and-auth.md §2.2): applied by Enter, by the 'Buscar' button and after a 500 ms pause in
 * typing; a text equal to the applied one (spaces aside) is ignored. Before the app has taken over a page
 * drawn on the server (or without scripts), the form still works: the browser submits it as
 * `?search=…` to the same address, which the listing reads.
 *
 * While typing, the places whose name starts with the text are listed under the box (arrows and Enter, or
 * a click, choose one; Escape closes the list): choosing one sets the place, not a text search.
 */
export function SearchBar({
  value,
  onSearch,
  suggestions = noSuggestions,
  onDraftChange,
  onSuggestion,
}: SearchBarProps) {
  const { inputId, inputProps, draft, setDraft, submit } = useDebouncedSearch(value, onSearch);
  const listId = useId();
  const [activeIndex, setActiveIndex] = useState(-1);
  const [isListWanted, setListWanted] = useState(false);

  useEffect(() => onDraftChange?.(draft), [draft, onDraftChange]);
  // A new list starts with nothing highlighted: Enter then searches the text as typed.
  const [shownList, setShownList] = useState(suggestions);
  if (shownList !== suggestions) {
    setShownList(suggestions);
    setActiveIndex(-1);
  }

  const isListOpen = isListWanted && suggestions.length > 0 && draft.trim() !== '';
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (index: number) => {
    setListWanted(false);
    setDraft('');
    onSuggestion?.(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isListOpen) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // Past either end, back to the text as typed (no option highlighted).
      const last = suggestions.length - 1;
      setActiveIndex((index) =>
        event.key === 'ArrowDown' ? (index >= last ? -1 : index + 1) : index <= -1 ? last : index - 1,
      );
    } else if (event.key === 'Enter' && activeIndex >= 0 && activeIndex < suggestions.length) {
      event.preventDefault();
      choose(activeIndex);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setListWanted(false);
    }
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        setListWanted(false);
        submit(event);
      }}
      className="relative flex w-full flex-row gap-2 rounded-2xl bg-white p-1.5 shadow-xl shadow-blue-950/20 ring-1 ring-black/5 sm:p-2"
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
          onChange={(event) => {
            inputProps.onChange?.(event);
            setListWanted(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setListWanted(false)}
          aria-autocomplete={onSuggestion ? 'list' : undefined}
          aria-controls={isListOpen ? listId : undefined}
          aria-activedescendant={isListOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
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
      {isListOpen && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Lugares"
          className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl bg-white py-1 text-left shadow-xl ring-1 ring-black/10"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.detail}-${suggestion.label}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Chosen on mouse down, before the box loses focus and closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(index);
              }}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2.5 ${index === activeIndex ? 'bg-blue-50' : 'hover:bg-slate-50'}`}
            >
              <span className="min-w-0 truncate font-medium text-slate-900">{suggestion.label}</span>
              <span className="shrink-0 text-xs text-slate-500">{suggestion.detail}</span>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
