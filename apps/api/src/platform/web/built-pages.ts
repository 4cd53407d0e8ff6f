/*
 * The pages' HTML as last built, per address, reused while every part it was built from is unchanged.
 * The parts are themselves cached: the first view's answers come from the guest answer cache (the same
 * string objects for a few seconds), the markup from the server renderer's cache. Building a property
 * page again anyway (the template's replacements, the first-view script over 50 kB of JSON, then the
 * 55 kB text into bytes) took about 40% of its request's CPU, and `/propiedad/{slug}` served fewer than 40
 * requests for every 100 `/api/health` served. A page is rebuilt as soon as any part differs, so it is
 * never staler than its parts.
 */

/** What a page's HTML is made of, besides the template and the public address, which never change. */
export interface PageParts {
  /** The page's <head> tags (render-index.ts `renderHeadTags`): its metadata written out. */
  headTags: string;
  /** The route's module preloads. */
  preloads: string;
  siteHeader: boolean;
  /** The first view's answers, in order (first-view.ts). */
  answers: readonly string[];
  /** The server-drawn markup, or null when the page has none (a signed-in visitor, an address with a query). */
  markup: string | null;
}

export interface BuiltPage {
  html: string;
  /** The same text as UTF-8, sent as it is when the client takes no compression. */
  bytes: Buffer;
}

function sameParts(a: PageParts, b: PageParts): boolean {
  return (
    a.headTags === b.headTags &&
    a.preloads === b.preloads &&
    a.siteHeader === b.siteHeader &&
    a.markup === b.markup &&
    a.answers.length === b.answers.length &&
    // The guest cache hands out the very same strings: each comparison is then one pointer check.
    a.answers.every((answer, i) => answer === b.answers[i])
  );
}

export class BuiltPages {
  private readonly pages = new Map<string, { parts: PageParts; page: BuiltPage }>();

  /** At most `max` addresses (about 110 kB each, the text and its bytes); least recently used go first. */
  constructor(private readonly max = 100) {}

  /** The page of `address` built from `parts`: the one kept when its parts are the same, else `build()`. */
  get(address: string, parts: PageParts, build: () => string): BuiltPage {
    const kept = this.pages.get(address);
    if (kept && sameParts(kept.parts, parts)) {
      // Most recently used last: Map keeps insertion order.
      this.pages.delete(address);
      this.pages.set(address, kept);
      return kept.page;
    }
    const html = build();
    const page = { html, bytes: Buffer.from(html, 'utf8') };
    this.pages.delete(address);
    this.pages.set(address, { parts, page });
    if (this.pages.size > this.max) this.pages.delete(this.pages.keys().next().value as string);
    return page;
  }

  get size(): number {
    return this.pages.size;
  }
}
