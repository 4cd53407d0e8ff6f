import { useEffect, useState, type RefObject } from 'react';

/** How far below the window a section starts loading, so it is usually drawn by the time it scrolls into view. */
const NEAR_MARGIN = '400px';

/**
 * Calls `onNear` once the element has come within NEAR_MARGIN of the window (at once where
 * IntersectionObserver does not exist, as in jsdom); returns what stops watching.
 */
export function whenNear(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: `${NEAR_MARGIN} 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * True once the element has come within NEAR_MARGIN of the window (at once where IntersectionObserver
 * does not exist). Sections far down a page (the map, the mortgage simulator) load
 * their code then: a visitor who never scrolls there never downloads it, and a phone's first seconds stay
 * free for what is on screen (docs/performance.md "The first view"). False on the server and in a browser's
 * first render, so the server's HTML and hydration agree.
 */
export function useIsNear(ref: RefObject<HTMLElement | null>): boolean {
  // A browser without IntersectionObserver (none the app supports; jsdom) has no way to tell: near at once.
  const [isNear, setIsNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    return whenNear(element, () => setIsNear(true));
  }, [ref, isNear]);
  return isNear;
}
