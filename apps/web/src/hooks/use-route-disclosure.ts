import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/** Open/close state of a menu or panel. */
export interface Disclosure {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
}

/**
 * Open/close state that closes by itself on navigation: the panel is open only for the location
 * (history entry) it was opened on.
 */
export function useRouteDisclosure(): Disclosure {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = useCallback(() => setOpenAt(key), [key]);
  const close = useCallback(() => setOpenAt(null), []);
  const toggle = useCallback(() => setOpenAt((current) => (current === key ? null : key)), [key]);
  return { isOpen: openAt === key, open, close, toggle };
}
