import '@/lib/zod-jitless';
import { StrictMode, startTransition } from 'react';

/*
 * The app itself, loaded by main.tsx once the page has painted. Its code is evaluated in steps (React's DOM
 * renderer, then the app's modules, then the first render), each a task of its own: evaluated at once, it
 * was the longest task a slow phone ran while the page started. Transitions: React builds the first screen
 * in slices of a few milliseconds, yielding to the browser in between (docs/performance.md "The first view").
 */

/** Lets the browser paint and answer input before the next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(container: HTMLElement): Promise<void> {
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const [{ App }, { startHydrating }, { getAuthToken }] = await Promise.all([
    import('@/app/app'),
    import('@/lib/hydration'),
    import('@/lib/session'),
  ]);
  await nextTask();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The markup was drawn from the first view's data: without that block (or for a signed-in visitor) the
  // app's first render would differ from it.
  const canHydrate =
    container.hasAttribute('data-ssr') && document.getElementById('first-view') !== null && !getAuthToken();
  if (canHydrate) {
    // The server drew this page for a guest (apps/api web/server-render.ts): the app takes that markup over.
    startHydrating();
    startTransition(() => void hydrateRoot(container, app));
  } else {
    // A signed-in visitor's page differs (favourites, the account menu): drawn anew in the markup's place.
    startTransition(() => createRoot(container).render(app));
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
// A failure leaves the page as the server drew it (readable, its links working), and says why.
start(container).catch((error: unknown) => console.error(error));
