import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@/lib/router';

/** How a screen's state is read from the query string and written back to it. */
export interface UrlStateCodec<State> {
  parse: (searchParams: URLSearchParams) => State;
  serialize: (state: State) => URLSearchParams;
}

export interface UrlState<State> {
  /** The state the address holds now. */
  state: State;
  /**
   * Moves to the state `update` builds from the latest requested one: a history entry, or a replaced one
   * with `replace`. Nothing happens when the address would not change.
   */
  update: (update: (current: State) => State, options?: { replace?: boolean }) => void;
}

/**
 * A screen's filters, sort and page kept in the query string (the listing, a company page, the
 * management list): every change is a history entry, so back and forward walk through them and a reload
 * or a shared link restore them. Two changes in one tick (a debounced search landing with a dropdown
 * click) both survive: each builds on the latest requested state, not on the last rendered one.
 */
export function useUrlState<State>({ parse, serialize }: UrlStateCodec<State>): UrlState<State> {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parse(searchParams), [parse, searchParams]);
  const latest = useRef(state);
  // The query string last asked for, until it is drawn. The router draws navigations as transitions, so a
  // render of an older address can come after a newer one was asked for (and is already in the address
  // bar): that render must not become the base of the next change, or the change asked for in between is
  // lost. Any other address (back, forward, a link) is adopted as usual.
  const requested = useRef<string | null>(null);
  useLayoutEffect(() => {
    const asked = requested.current;
    const drawn = serialize(state).toString();
    if (asked !== null && drawn !== asked && window.location.search === (asked ? `?${asked}` : '')) return;
    requested.current = null;
    latest.current = state;
  }, [serialize, state]);

  const update = useCallback<UrlState<State>['update']>(
    (build, { replace = false } = {}) => {
      const next = build(latest.current);
      const nextSearch = serialize(next);
      if (nextSearch.toString() === serialize(latest.current).toString()) return;
      latest.current = next;
      requested.current = nextSearch.toString();
      // Scrolling is the screen's decision (pagination scrolls to the results, filters keep their place).
      setSearchParams(nextSearch, { replace, preventScrollReset: true });
    },
    [serialize, setSearchParams],
  );

  return { state, update };
}
