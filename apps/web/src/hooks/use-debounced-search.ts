import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type RefObject,
} from 'react';
import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import { UiTimings } from '@inmuebles/shared/properties/limits';

/** What a search box is given: the applied text, and what applies a new one. */
export interface SearchBoxProps {
  /** The search applied now (from the address). */
  value: string;
  /** Applies a new text (trimmed); never called with the text already applied. */
  onSearch: (text: string) => void;
}

export interface DebouncedSearch {
  /** The id of the box, for its label. */
  inputId: string;
  /** The search box's own attributes: spread them on the <input>, with its placeholder and look. */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string; ref: RefObject<HTMLInputElement | null> };
  /** The text in the box (may differ from the applied search while the user types). */
  draft: string;
  setDraft: (text: string) => void;
  /** The form's submit handler: Enter or the button apply the text at once. */
  submit: (event: FormEvent) => void;
}

/**
 * A search box's text (docs/product/public-and-auth.md §2.2): applied by Enter or a button, and after a 500 ms pause in typing; a
 * text equal to the applied one (spaces aside) is ignored, so `onSearch` never repeats the current one.
 */
export function useDebouncedSearch(value: string, onSearch: (text: string) => void): DebouncedSearch {
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  const [appliedValue, setAppliedValue] = useState(value);
  const inputRef = useRef<HTMLInputElement>(null);

  // A page drawn on the server shows its box before the app takes it over, and hydration leaves what the
  // visitor typed meanwhile in the box: adopt it as the draft (applied after the usual pause).
  const adoptTypedText = useEffectEvent(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== draft) setDraft(typed);
  });
  useEffect(() => adoptTypedText(), []);

  // The applied search changed from outside (back button, clear filters): show it, unless the text
  // typed is already that search (keeps a trailing space the user is typing).
  if (value !== appliedValue) {
    setAppliedValue(value);
    if (draft.trim() !== value) setDraft(value);
  }

  const apply = (text: string) => {
    const next = text.trim();
    if (next !== value) onSearch(next);
  };
  // The timer reads the latest applied value without restarting when it changes.
  const applyAfterPause = useEffectEvent(apply);

  useEffect(() => {
    const timer = setTimeout(() => applyAfterPause(draft), UiTimings.searchDebounce);
    return () => clearTimeout(timer);
  }, [draft]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The box itself: an Enter pressed while the app was taking the page over arrives before the draft
    // has caught up with the text typed until then.
    apply(inputRef.current?.value ?? draft);
  };

  const inputProps = {
    id: inputId,
    ref: inputRef,
    type: 'search',
    enterKeyHint: 'search',
    autoComplete: 'off',
    maxLength: PropertyLimits.maxSearchLength,
    value: draft,
    onChange: (event) => setDraft(event.target.value),
  } satisfies DebouncedSearch['inputProps'];
  return { inputId, inputProps, draft, setDraft, submit };
}
