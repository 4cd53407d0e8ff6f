import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderHeadTags, renderIndexHtml } from './render-index.ts';

// The app's own template: what the build copies into dist/index.html, shell included.
const template = readFileSync(fileURLToPath(new URL('../../../../web/index.html', import.meta.url)), 'utf8');
const meta = { title: 'Departamentos en Miraflores' };
const data = '<script type="application/json" id="first-view">{}</script>';

/** The root element and what the page carries inside it and right after it. */
const rootAndAfter = (html: string) => html.slice(html.indexOf('<div id="root"'));

describe('the app page around its root', () => {
  it("paints the site's header before the script runs, the first view's data after the root", () => {
    const html = renderIndexHtml(template, renderHeadTags(meta, 'https://inmoperu.pe'), { body: data });
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
    const html = renderIndexHtml(template, renderHeadTags(meta, 'https://inmoperu.pe'), {
      body: data,
      siteHeader: false,
    });
    expect(html).not.toContain('<header');
    expect(html).toContain('<span class="sr-only">Cargando…</span>');
    expect(rootAndAfter(html)).toMatch(/<!--\/app-shell-->\s*<\/div>\s*<script type="application\/json"/);
  });

  it('puts the server-drawn page in place of the shell, holds the modules back behind the pictures, keeps the data after it', () => {
    const markup = '<div class="flex"><h1>Propiedades</h1><a href="/propiedad/casa">Casa $& $\' </a></div>';
    const withPreload = renderIndexHtml(template, renderHeadTags(meta, 'https://inmoperu.pe'), {
      head: '<link rel="modulepreload" crossorigin href="/assets/properties-page.js">',
      body: data,
      markup,
    });
    const root = rootAndAfter(withPreload);
    expect(root.startsWith(`<div id="root" data-ssr="">${markup}</div>`)).toBe(true);
    expect(root).not.toContain('app-shell');
    expect(root).not.toContain('Cargando…');
    expect(root).toMatch(/<\/div>\s*<script type="application\/json" id="first-view">/);
    // The entry script waits behind styles and pictures; the app's modules wait, inert, for main.tsx.
    expect(withPreload.match(/<script type="module"[^>]*>/g)).toEqual([
      expect.stringContaining('fetchpriority="low"'),
    ]);
    const held = /<template id="app-modules">([\s\S]*?)<\/template>/.exec(withPreload)?.[1] ?? '';
    expect(held).toBe('<link rel="modulepreload" crossorigin href="/assets/properties-page.js">');
    expect(withPreload.replace(held, '')).not.toContain('modulepreload');
    expect(root).toMatch(/id="first-view">[\s\S]*<\/script>\s*<template id="app-modules">/);

    // Without markup (an address the server does not draw) the scripts load at once, at normal priority.
    const plain = renderIndexHtml(template, renderHeadTags(meta, 'https://inmoperu.pe'), {
      head: '<link rel="modulepreload" crossorigin href="/assets/properties-page.js">',
      body: data,
    });
    expect(plain).not.toContain('fetchpriority="low"');
    expect(plain).not.toContain('<template');
    expect(plain).toContain('<link rel="modulepreload" crossorigin href="/assets/properties-page.js">');
    expect(plain).not.toContain('data-ssr');
  });
});
