import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/router';

/** Long enough for a lazily loaded screen and its first answer; a heading later than that is left alone. */
const WAIT_FOR_HEADING_MS = 5000;

function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // The scroll position is useScrollRestoration's business.
  heading.focus({ preventScroll: true });
}

/**
 * After a route change, moves focus to the new screen's main heading (the first h1 in `main`), so a
 * keyboard or screen-reader user starts on the new page instead of on `body` or on a stale link. Waits
 * for a heading that renders later (lazy screens, loading states); never takes focus from a field the
 * user has already reached inside the new screen; not on the first load.
 */
export function useRouteFocus(mainId: string) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    const tryFocus = () => {
      const active = document.activeElement;
      if (active && active !== document.body && main.contains(active)) return true;
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      focusHeading(heading);
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_FOR_HEADING_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, mainId]);
}
