import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstView } from './first-view-script.ts';

/*
 * The first view's markup, rendered on the server by the web app's own components (apps/web
 * entry-server.tsx, built into dist-server/ beside the browser build): a phone paints the listing, the
 * property or the company page from the HTML, before any script has arrived, and the app then hydrates
 * that markup instead of drawing it again (docs/performance.md "The first view").
 *
 * The markup is a function of the address and of the first view's answers only (rendered as a guest), so
 * it is kept while those answers stay the same: the answers come from the guest cache, and a page is
 * rendered once per change of its data, not once per request (a listing page takes ~40 ms of CPU).
 */

type RenderPage = (
  url: string,
  entries: { kind: string; params: Record<string, unknown>; answer: unknown }[],
) => Promise<string | null>;

/** Rendered pages kept: the public pages with a first view, most recently used last. */
const MAX_PAGES = 300;

export interface ServerRenderer {
  /** The markup of `pathname` for this first view, or null when it cannot be rendered. */
  render(pathname: string, view: FirstView): Promise<string | null>;
}

/**
 * The renderer of the build in `distDir`'s sibling dist-server/, or null for a build without one or with
 * one that cannot be loaded (reported through `onLoadError`): the site then serves its shell, as before.
 */
export async function loadServerRenderer(
  distDir: string,
  publicUrl: string,
  onLoadError: (err: unknown) => void = () => undefined,
): Promise<ServerRenderer | null> {
  const file = path.join(path.dirname(distDir), 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return null;
  let renderPage: RenderPage;
  try {
    ({ renderPage } = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage });
  } catch (err) {
    onLoadError(err);
    return null;
  }
  const pages = new Map<string, { key: string; html: Promise<string | null> }>();
  // One render at a time: the app's first-view reader is module state, handed to one render and taken back.
  let queue: Promise<unknown> = Promise.resolve();

  return {
    render(pathname, view) {
      const key = view.entries.map((e) => e.json).join('\n');
      const hit = pages.get(pathname);
      if (hit && hit.key === key) {
        pages.delete(pathname);
        pages.set(pathname, hit);
        return hit.html;
      }
      const entries = view.entries.map((e) => ({
        kind: e.kind,
        params: e.params,
        answer: JSON.parse(e.json),
      }));
      const html = queue.then(() => renderPage(`${publicUrl}${pathname}`, entries));
      queue = html.catch(() => undefined);
      // A failed render is not kept: the next request tries again.
      html.catch(() => pages.get(pathname)?.html === html && pages.delete(pathname));
      pages.set(pathname, { key, html });
      if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string);
      return html;
    },
  };
}
