import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { getAuthToken } from '@/lib/session';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Transitions: React builds the first screen in slices of a few milliseconds, yielding to the browser in
// between, instead of one long task that keeps a slow phone from answering a tap (docs/operations.md "Speed").
startTransition(() => {
  // The server drew this page for a guest (apps/api web/server-render.ts): the app takes that markup over.
  // A signed-in visitor's page differs (favourites, the account menu): it is drawn anew in its place.
  if (container.hasAttribute('data-ssr') && !getAuthToken()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
