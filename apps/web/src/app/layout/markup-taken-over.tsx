import { useEffect } from 'react';
import { setHydrating } from '@/lib/hydration';

/**
 * Rendered beside the screen, inside its Suspense boundary, so its effect runs once that screen is the
 * app's: for a page drawn on the server (apps/api web/server-render.ts), when hydration has reached it.
 * It then drops the root's `data-ssr`, which from there on means "markup still waiting for the app"
 * (the browser tests wait for it before they act, as a click on it before then goes nowhere), and ends
 * the hydration that sections loaded near the window wait for (lib/hydration.ts).
 */
export function MarkupTakenOver() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-ssr');
    setHydrating(false);
  }, []);
  return null;
}
