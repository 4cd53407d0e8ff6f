import { createContext, useContext } from 'react';

/**
 * Whether the navigation that produced the current location asked to keep the scroll position
 * (`navigate(to, { preventScrollReset: true })`, `<Link preventScrollReset>`). React Router's declarative
 * routers drop that option, so {@link HistoryRouter} records it here for the scroll restoration.
 * False on the server and on the first render.
 */
export const PreventScrollResetContext = createContext(false);

/** True when the current location was reached by a navigation that keeps the scroll position. */
export function usePreventScrollReset(): boolean {
  return useContext(PreventScrollResetContext);
}
