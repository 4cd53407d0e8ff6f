/**
 * What crawlers read from a public page before any script runs: title, description, Open Graph and
 * JSON-LD. Feature modules register a resolver per public route (property detail, company page).
 */
export interface PageMeta {
  title: string;
  description?: string;
  canonicalPath?: string;
  image?: string;
  type?: 'website' | 'article' | 'product';
  /** One block or several (a landing page carries a BreadcrumbList and an ItemList). */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** Pages that must stay out of search results (not found, an empty landing page, the signed-in area). */
  noindex?: boolean;
  /**
   * The page's largest picture, fetched as soon as the head arrives instead of once the app has rendered
   * (its `srcset`, `sizes` and `type` exactly those of the `<picture>` that shows it, or it is fetched twice).
   */
  preloadImage?: { href: string; srcset?: string; sizes?: string; type?: string };
}

/**
 * A resolver's answer for an address that names nothing a visitor may see: the app's page is still served
 * (it shows its not-found state), with HTTP status 404 so that crawlers drop the address.
 */
export interface PageNotFound {
  notFound: true;
}

export const pageNotFound: PageNotFound = { notFound: true };

/** Metadata for the page, 404, or null for "no opinion" (the plain page, 200). */
export type PageMetaResult = PageMeta | PageNotFound | null;

export const isPageNotFound = (result: PageMetaResult): result is PageNotFound =>
  result !== null && 'notFound' in result;

export type PageMetaResolver = (params: Record<string, string>) => Promise<PageMetaResult>;

interface Entry {
  pattern: RegExp;
  keys: string[];
  resolve: PageMetaResolver;
}

/** A small registry: `register('/propiedad/:slug', resolver)`, then `resolve(pathname)`. */
export class PageMetaRegistry {
  private readonly entries: Entry[] = [];

  register(path: string, resolve: PageMetaResolver): void {
    const keys: string[] = [];
    const source = path.replace(/:([a-zA-Z_]+)/g, (_m, key: string) => {
      keys.push(key);
      return '([^/]+)';
    });
    this.entries.push({ pattern: new RegExp(`^${source}/?$`), keys, resolve });
  }

  async resolve(pathname: string): Promise<PageMetaResult> {
    for (const entry of this.entries) {
      const match = entry.pattern.exec(pathname);
      if (!match) continue;
      const params = Object.fromEntries(
        entry.keys.map((k, i) => [k, decodeURIComponent(match[i + 1] ?? '')]),
      );
      return entry.resolve(params);
    }
    return null;
  }
}
