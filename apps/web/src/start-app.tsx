import '@/lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startHydrating } from '@/lib/hydration';
import { getAuthToken } from '@/lib/session';

/*
 * The app itself, loaded by main.tsx once the page has painted. Transitions: React builds the first
 * screen in slices of a few milliseconds, yielding to the browser in between, instead of one long task
 * that keeps a slow phone from answering a tap (docs/performance.md "The first view").
 */

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

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
