import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderIndexHtml } from './render-index.ts';

// The app's own template: what the build copies into dist/index.html, shell included.
const template = readFileSync(fileURLToPath(new URL('../../../web/index.html', import.meta.url)), 'utf8');
const meta = { title: 'Departamentos en Miraflores' };
const data = '<script type="application/json" id="first-view">{}</script>';

/** The root element and what the page carries inside it and right after it. */
const rootAndAfter = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe('the app page around its root', () => {
  it("paints the site's header before the script runs, the first view's data after the root", () => {
    const html = renderIndexHtml(template, meta, 'https://inmoperu.pe', { body: data });
    const root = rootAndAfter(html);
    expect(root).toMatch(
      /^<div id="root">\s*<!--app-shell-->[\s\S]*<header[\s\S]*Inmo<span class="text-blue-600">Perú/,
    );
    expect(root).toContain('activa JavaScript');
    expect(root).toContain('<span class="sr-only">Cargando…</span>');
    // Inside the root only the shell, which the app replaces; the data stays outside for the app to read.
    expect(root).toMatch(/<!--\/app-shell-->\s*<\/div>\s*<script type="application\/json" id="first-view">/);
    expect(html.match(/<header/g)).toHaveLength(1);
  });

  it("leaves the site's header out of a page that draws its own (a company's), keeps the loading sign", () => {
    const html = renderIndexHtml(template, meta, 'https://inmoperu.pe', { body: data, siteHeader: false });
    expect(html).not.toContain('<header');
    expect(html).toContain('<span class="sr-only">Cargando…</span>');
    expect(rootAndAfter(html)).toMatch(/<!--\/app-shell-->\s*<\/div>\s*<script type="application\/json"/);
  });
});
