import { describe, expect, it } from 'vitest';
import { BuiltPages, type PageParts } from './built-pages.ts';

const parts = (over: Partial<PageParts> = {}): PageParts => ({
  headTags: '<title>Casa</title>',
  preloads: '<link rel="modulepreload" href="/a.js">',
  siteHeader: true,
  answers: ['{"property":1}', '{"rate":3.7}'],
  markup: '<main>Casa</main>',
  ...over,
});

describe('BuiltPages', () => {
  it('sends the page it kept while its parts are the same, as text and as UTF-8 bytes', () => {
    const pages = new BuiltPages();
    let builds = 0;
    const build = () => `<html>página ${++builds}</html>`;
    const first = pages.get('/propiedad/casa', parts(), build);
    // Equal parts, built anew (other string objects with the same text): the same page.
    const again = pages.get('/propiedad/casa', parts({ answers: ['{"property":1}', '{"rate":3.7}'] }), build);
    expect(again).toBe(first);
    expect(builds).toBe(1);
    expect(first.bytes.equals(Buffer.from('<html>página 1</html>', 'utf8'))).toBe(true);
  });

  it('builds the page again as soon as any part differs', () => {
    const pages = new BuiltPages();
    let builds = 0;
    const build = () => `page ${++builds}`;
    pages.get('/x', parts(), build);
    const changes: Partial<PageParts>[] = [
      { headTags: '<title>Otra</title>' },
      { preloads: '' },
      { siteHeader: false },
      { answers: ['{"property":2}', '{"rate":3.7}'] },
      { answers: ['{"property":1}'] },
      { markup: null },
    ];
    for (const change of changes) {
      const before = builds;
      expect(pages.get('/x', parts(change), build).html).toBe(`page ${before + 1}`);
      // And back: the kept page is now the changed one, so the original parts build again.
      expect(pages.get('/x', parts(), build).html).toBe(`page ${before + 2}`);
    }
  });

  it('keeps each address apart and forgets the least recently used beyond its bound', () => {
    const pages = new BuiltPages(2);
    let builds = 0;
    const build = () => `page ${++builds}`;
    pages.get('/a', parts(), build);
    pages.get('/b', parts(), build);
    pages.get('/a', parts(), build); // /a used last: /b is the oldest
    pages.get('/c', parts(), build);
    expect(pages.size).toBe(2);
    expect(pages.get('/a', parts(), build).html).toBe('page 1');
    expect(pages.get('/b', parts(), build).html).toBe('page 4');
  });
});
