import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useDismiss } from '@/hooks/use-dismiss';
import { useDropdownOpenState } from './dropdown-group';

/** One choice of a {@link Dropdown}. `indent` draws it as a child of the option above (grouped lists). */
export interface DropdownOption<V extends string = string> {
  value: V;
  label: string;
  /** A shorter text for the closed button ('Todos' for 'Todos los departamentos'). */
  buttonLabel?: string;
  indent?: boolean;
}

/** Lower case without accents, for typeahead ('a' finds 'Áncash'). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export interface DropdownProps<V extends string> {
  /** Visible label above the button; also the listbox's accessible name. */
  label: string;
  options: readonly DropdownOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Button text when `value` matches no option (e.g. while the options load). */
  placeholder?: string;
  disabled?: boolean;
  isLoading?: boolean;
  className?: string;
  /** Classes added to the label (e.g. `max-sm:sr-only` where the button's text says enough on a phone). */
  labelClassName?: string;
}

const typeaheadResetMs = 700;

/**
 * A custom select (WAI-ARIA listbox): opens on click, ArrowDown/ArrowUp; arrows, Home, End and
 * typed letters move between options; Enter or Space chooses; Escape, Tab or an outside click closes.
 */
export function Dropdown<V extends string>({
  label,
  options,
  value,
  onChange,
  placeholder = '',
  disabled = false,
  isLoading = false,
  className = '',
  labelClassName = '',
}: DropdownProps<V>) {
  const baseId = useId();
  const [isOpen, setOpen] = useDropdownOpenState(baseId);
  const [alignRight, setAlignRight] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef<(HTMLLIElement | null)[]>([]);
  const typeahead = useRef({ text: '', at: 0 });
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];
  const isOpenAndEnabled = isOpen && !disabled;

  const close = useCallback(
    (reason: 'escape' | 'outside' | 'select') => {
      setOpen(false);
      if (reason !== 'outside') buttonRef.current?.focus();
    },
    [setOpen],
  );
  useDismiss(containerRef, isOpenAndEnabled, close);

  // Opening moves focus to the chosen option (or the first), as a native select does.
  useEffect(() => {
    if (isOpenAndEnabled) optionRefs.current[Math.max(selectedIndex, 0)]?.focus();
  }, [isOpenAndEnabled, selectedIndex]);

  /** Opens the list; one on the right half of the screen grows leftwards so it stays on screen. */
  const openList = () => {
    const rect = containerRef.current?.getBoundingClientRect();
    setAlignRight(rect ? rect.left + rect.width / 2 > window.innerWidth / 2 : false);
    setOpen(true);
  };

  const choose = (next: V) => {
    close('select');
    if (next !== value) onChange(next);
  };

  const focusOption = (index: number) => {
    const count = options.length;
    if (count > 0) optionRefs.current[(index + count) % count]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = optionRefs.current.findIndex((el) => el === document.activeElement);
    const keyActions: Record<string, () => void> = {
      ArrowDown: () => focusOption(current + 1),
      ArrowUp: () => focusOption(current - 1),
      Home: () => focusOption(0),
      End: () => focusOption(options.length - 1),
      Enter: () => options[current] && choose(options[current].value),
      ' ': () => options[current] && choose(options[current].value),
    };
    const action = keyActions[event.key];
    if (action) {
      event.preventDefault();
      action();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = Date.now();
      const text =
        (now - typeahead.current.at > typeaheadResetMs ? '' : typeahead.current.text) + fold(event.key);
      typeahead.current = { text, at: now };
      const match = options.findIndex((option) => fold(option.label).startsWith(text));
      if (match !== -1) focusOption(match);
    }
  };

  const labelId = `${baseId}-label`;
  const buttonId = `${baseId}-button`;
  const listId = `${baseId}-list`;
  const buttonText =
    isLoading && !selected ? 'Cargando…' : (selected?.buttonLabel ?? selected?.label ?? placeholder);

  return (
    <div ref={containerRef} className={`relative min-w-0 ${className}`}>
      <span
        id={labelId}
        className={`mb-1 block text-xs font-semibold tracking-wide text-slate-500 uppercase ${labelClassName}`}
      >
        {label}
      </span>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={isOpenAndEnabled}
        aria-controls={isOpenAndEnabled ? listId : undefined}
        aria-labelledby={`${labelId} ${buttonId}`}
        onClick={() => (isOpen ? setOpen(false) : openList())}
        onKeyDown={onButtonKeyDown}
        className={`flex h-11 w-full items-center justify-between gap-2 rounded-xl border bg-white px-3.5 text-left text-sm shadow-sm transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-400 ${
          isOpenAndEnabled
            ? 'border-blue-500 ring-2 ring-blue-100'
            : 'border-slate-300 hover:border-slate-400'
        } text-slate-800`}
      >
        <span className="truncate">{buttonText}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className={`size-4 shrink-0 text-slate-400 transition-transform ${isOpenAndEnabled ? 'rotate-180' : ''}`}
        >
          <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
        </svg>
      </button>

      {isOpenAndEnabled && (
        <ul
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          onKeyDown={onListKeyDown}
          className={`absolute z-50 mt-2 max-h-72 w-max max-w-[min(20rem,calc(100vw-2rem))] min-w-full overflow-y-auto ${alignRight ? 'right-0' : 'left-0'} overscroll-contain rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl ring-1 ring-black/5`}
        >
          {isLoading && options.length <= 1 && (
            <li role="presentation" className="px-3 py-2 text-sm text-slate-500">
              Cargando…
            </li>
          )}
          {options.map((option, index) => {
            const isSelected = option.value === value;
            return (
              <li
                key={option.value}
                ref={(el) => {
                  optionRefs.current[index] = el;
                }}
                role="option"
                tabIndex={-1}
                aria-selected={isSelected}
                onClick={() => choose(option.value)}
                className={`flex cursor-pointer items-center justify-between gap-2 rounded-lg py-2 pr-3 text-sm outline-none transition-colors hover:bg-slate-100 focus:bg-blue-50 focus:text-blue-800 ${
                  option.indent ? 'pl-7' : 'pl-3'
                } ${isSelected ? 'font-semibold text-blue-700' : 'text-slate-700'}`}
              >
                <span className="min-w-0 break-words">{option.label}</span>
                {isSelected && (
                  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
                    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                  </svg>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
