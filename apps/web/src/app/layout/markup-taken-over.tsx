import { useEffect, useState } from 'react';
import { stopHydrating } from '@/lib/hydration';
import { useLocation } from '@/lib/router';

/**
 * Rendered beside the screen, inside its Suspense boundary, so its effect runs once that screen is the
 * app's: for a page drawn on the server (apps/api web/server-render.ts), when hydration has reached it.
 * It then drops the root's `data-ssr`, which from there on means "markup still waiting for the app"
 * (the browser tests wait for it before they act, as a click on it before then goes nowhere). The first
 * move to another address ends the server's screen, whose late sections wait to be near (lib/hydration.ts).
 */
export function MarkupTakenOver() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-ssr');
  }, []);
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  useEffect(() => {
    if (pathname !== firstPathname) stopHydrating();
  }, [pathname, firstPathname]);
  return null;
}
