import { useCallback, useState } from 'react';
import { useLatestLocationKey, useLocation } from '@/lib/router';

/** Open/close state of a menu or panel. */
export interface Disclosure {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
}

/**
 * Open/close state that closes by itself on navigation: the panel is open only for the location
 * (history entry) it was opened on. Opened while a navigation is still rendering (the sign-in's redirect,
 * say, whose screen is loading), it belongs to that navigation's entry as well, so the new screen's
 * arrival does not close it under the user's pointer.
 */
export function useRouteDisclosure(): Disclosure {
  const { key } = useLocation();
  const latestKey = useLatestLocationKey();
  // The entries the panel was opened on: the one on screen and the one being rendered, if any.
  const [openAt, setOpenAt] = useState<readonly string[] | null>(null);
  const entries = useCallback(() => [key, latestKey()], [key, latestKey]);
  const open = useCallback(() => setOpenAt(entries()), [entries]);
  const close = useCallback(() => setOpenAt(null), []);
  const toggle = useCallback(
    () => setOpenAt((current) => (current?.includes(key) ? null : entries())),
    [key, entries],
  );
  return { isOpen: openAt?.includes(key) === true, open, close, toggle };
}
