import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, usePreventScrollReset } from '@/lib/router';

/** React Router's own key: positions saved by its <ScrollRestoration> before this hook still restore. */
const STORAGE_KEY = 'react-router-scroll-positions';

/** Scroll position of each history entry seen in this tab, by location key. */
let positions: Record<string, number> = {};

function loadPositions(): void {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (saved) positions = JSON.parse(saved) as Record<string, number>;
  } catch {
    // Storage blocked or damaged: positions restore within this page load only.
  }
}

function savePositions(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: a reload opens at the top.
  }
}

/** The element a `#hash` points to, if the page has it. */
function hashTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // Not a decodable id (a stray "%").
  }
}

/**
 * What React Router's <ScrollRestoration> did with the data router, for the declarative one. After
 * every navigation: back/forward (and a reload) returns to the position that history entry had; a
 * `#hash` scrolls its element into view; any other new address opens at the top, unless its navigation
 * asked to keep the position (`preventScrollReset`: a listing's filters and pages decide themselves).
 * Positions are kept per history entry (location key) and survive a reload in sessionStorage.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const preventScrollReset = usePreventScrollReset();
  // The entry whose page is on screen: scrolling until the next one commits belongs to it.
  const shownKey = useRef(location.key);
  // The address the page was opened at: the browser has placed it already (at the top, or where the
  // visitor scrolled the server-drawn page while the scripts loaded): no reset for it.
  const openedKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions[shownKey.current] = window.scrollY;
    };
    // Leaving the page (reload, another site): keep the positions, and let the browser restore this one.
    const persist = () => {
      remember();
      savePositions();
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Before the first restore below (layout effects run in order).
  useLayoutEffect(loadPositions, []);

  useLayoutEffect(() => {
    shownKey.current = location.key;
    const saved = positions[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    const target = hashTarget(location.hash);
    if (target) {
      target.scrollIntoView();
      return;
    }
    if (preventScrollReset || location.key === openedKey.current) return;
    window.scrollTo(0, 0);
  }, [location, preventScrollReset]);
}
