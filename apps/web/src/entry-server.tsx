import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { provideFirstView, type FirstViewEntry } from '@/lib/first-view';
import { setServerOrigin } from '@/lib/site-origin';

export type { FirstViewEntry };

const handler = createStaticHandler(routes);

/*
 * Renders the opened page's markup on the server, as a guest, from the first view's data (the same answers
 * the HTML carries for the browser): the phone paints the cards before any script has arrived, and the app
 * then takes that markup over (hydrateRoot in main.tsx) instead of drawing it again. Built by Vite as a
 * server bundle (dist-server/entry-server.js) and called by the API (apps/api web/server-render.ts).
 */
export async function renderPage(url: string, entries: FirstViewEntry[]): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  setServerOrigin(new URL(url).origin);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const release = provideFirstView(entries);
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
      // Every boundary inline, in place: no script to reveal a boundary later (the CSP allows no inline
      // script, and the whole page is ready when it is sent anyway).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  } finally {
    release();
    queryClient.clear();
  }
}
