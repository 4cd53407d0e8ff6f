import { useSyncExternalStore } from 'react';

/** The width from which the map sits beside the list instead of covering the screen (Tailwind's `lg`). */
const wideQuery = '(min-width: 1024px)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia?.(wideQuery);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

const isWide = () => window.matchMedia?.(wideQuery).matches ?? true;
/** On the server (entry-server.tsx) the width is unknown: a phone's, which the first paint is made for. */
const isWideOnServer = () => false;

/** Whether the window is 1024 px wide or more; true where matchMedia is missing (jsdom). */
export function useIsWide(): boolean {
  return useSyncExternalStore(subscribe, isWide, isWideOnServer);
}
