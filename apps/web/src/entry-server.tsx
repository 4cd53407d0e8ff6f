import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from '@/lib/router';
import { AppRoutes } from '@/app/app-routes';
import { AppProviders } from '@/app/providers';
import { withoutHeadElements } from '@/app/server-markup';
import { provideFirstView, type FirstViewEntry } from '@/lib/first-view';
import { setServerOrigin } from '@/lib/site-origin';

export type { FirstViewEntry };

/*
 * Renders the opened page's markup on the server, as a guest, from the first view's data (the same answers
 * the HTML carries for the browser): the phone paints the cards before any script has arrived, and the app
 * then takes that markup over (hydrateRoot in start-app.tsx) instead of drawing it again. Built by Vite as a
 * server bundle (dist-server/entry-server.js) and called by the API (apps/api web/server-render.ts). The
 * tree is the browser's (App in app.tsx) with a StaticRouter at `url`, so hydration finds the same markup;
 * the head elements React writes first are left to the server's head (app/server-markup.ts).
 */
export async function renderPage(url: string, entries: FirstViewEntry[]): Promise<string | null> {
  const { origin, pathname, search, hash } = new URL(url);
  setServerOrigin(origin);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const release = provideFirstView(entries);
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={{ pathname, search, hash }}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
      // Every boundary inline, in place: no script to reveal a boundary later (the CSP allows no inline
      // script, and the whole page is ready when it is sent anyway).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return withoutHeadElements(html);
  } finally {
    release();
    queryClient.clear();
  }
}
