import type { FirstViewAnswers, FirstViewKind } from '@inmuebles/shared/first-view/first-view-entries';
import { getAuthToken } from './session';

/*
 * The first view's data that the server put inside the HTML (apps/api web/first-view.ts): the API's answers
 * to the queries the opened page asks first, so it renders without waiting for that round trip
 * (docs/performance.md "The first view"). They are a guest's answers: a signed-in visitor's differ
 * (favourites), so then none is used. Each is used once, by the query it names, as that query's initial data;
 * any later visit of the same query asks the API.
 */

export interface FirstViewEntry {
  kind: FirstViewKind;
  params: Record<string, unknown>;
  answer: unknown;
}

let entries: FirstViewEntry[] | undefined;

function readEntries(): FirstViewEntry[] {
  if (entries) return entries;
  entries = [];
  const script = typeof document === 'undefined' ? null : document.getElementById('first-view');
  if (!script) return entries;
  try {
    const parsed: unknown = JSON.parse(script.textContent ?? '[]');
    if (Array.isArray(parsed)) entries = parsed as FirstViewEntry[];
  } catch {
    // A damaged block costs the head start only: the page asks the API as it would without it.
  }
  script.remove();
  return entries;
}

/**
 * On the server (entry-server.tsx): the entries of the page being rendered, in place of the HTML's block.
 * Returns the function that takes them back, so one render's answers never reach the next.
 */
export function provideFirstView(list: FirstViewEntry[]): () => void {
  entries = [...list];
  return () => {
    entries = undefined;
  };
}

/** JSON with object keys sorted: two equal queries written in another order compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The server's answer to the query `kind` with these `params`, at most once; undefined when there is none. */
export function takeFirstView<K extends FirstViewKind>(
  kind: K,
  params: Record<string, unknown>,
): FirstViewAnswers[K] | undefined {
  const list = readEntries();
  if (list.length === 0) return undefined;
  if (getAuthToken()) {
    // Never later either: after signing out, these answers would be as old as the page.
    list.length = 0;
    return undefined;
  }
  const wanted = canonical(params);
  const index = list.findIndex((entry) => entry.kind === kind && canonical(entry.params) === wanted);
  if (index < 0) return undefined;
  return list.splice(index, 1)[0]?.answer as FirstViewAnswers[K] | undefined;
}
