import type { FirstViewKind } from '@inmuebles/shared/first-view/first-view-entries';
import type { PageMeta } from './page-meta.ts';

export interface FirstViewEntry {
  /** Which query of the app this answers (packages/shared first-view-entries.ts). */
  kind: FirstViewKind;
  /** The query's parameters as the app sends them (the listing's query, the property's slug). */
  params: Record<string, unknown>;
  /** The API's JSON answer, serialised. */
  json: string;
}

export interface FirstView {
  entries: FirstViewEntry[];
  /** The page's largest picture, known only once its data is: the first card's photo. */
  preloadImage?: PageMeta['preloadImage'];
}

/**
 * The `<script type="application/json">` carrying the entries. `<` is written `\u003c` (valid inside JSON
 * strings, the only place it can occur), so no answer can close the tag.
 */
export function renderFirstViewScript(view: FirstView): string {
  const body = view.entries
    .map((e) => `{"kind":${JSON.stringify(e.kind)},"params":${JSON.stringify(e.params)},"answer":${e.json}}`)
    .join(',');
  return `<script id="first-view" type="application/json">[${body.replace(/</g, '\\u003c')}]</script>`;
}
