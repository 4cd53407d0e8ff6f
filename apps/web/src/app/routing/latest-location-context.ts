import { createContext, useContext } from 'react';

/**
 * Reads the key of the history's latest entry. Navigations render as transitions (history-router.tsx):
 * between the push and the commit of the new screen, `useLocation()` still gives the old entry while the
 * address bar already shows the new one. Null outside a {@link HistoryRouter} (the server's render).
 */
export const LatestLocationKeyContext = createContext<(() => string) | null>(null);

/** A reader of the latest entry's key (it may still be rendering), or null where there is no history. */
export function useLatestLocationKey(): (() => string) | null {
  return useContext(LatestLocationKeyContext);
}
