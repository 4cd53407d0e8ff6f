import type { Rng } from '../prng.ts';

/*
 * Tiny SVG vocabulary for the generated demo pictures: colours, shapes, cars and windows (the outdoors is in
 * outdoors.ts). Everything is plain shapes (no text, no external references) so librsvg inside sharp
 * renders it identically everywhere.
 */

export const WIDTH = 1200;
export const HEIGHT = 800;

/** Rounds to one decimal: shorter SVG, same picture. */
export const r1 = (n: number): number => Math.round(n * 10) / 10;

export const hsl = (h: number, s: number, l: number): string =>
  `hsl(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%)`;

export function svgDocument(body: string, defs = '', width = WIDTH, height = HEIGHT): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`;

export const polygon = (points: readonly (readonly [number, number])[], fill: string, extra = ''): string =>
  `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 2,
  extra = '',
): string =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;

export const verticalGradient = (id: string, top: string, bottom: string): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
  `<stop offset="1" stop-color="${bottom}"/></linearGradient>`;

export function car(rng: Rng, x: number, groundY: number, scale = 1): string {
  const colour = rng.pick(['#C0392B', '#F4F6F7', '#1F2A44', '#7F8C8D', '#2E86C1', '#D4AC0D', '#17202A']);
  const w = 150 * scale;
  const h = 38 * scale;
  return (
    `<rect x="${r1(x)}" y="${r1(groundY - h - 12 * scale)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(10 * scale)}" fill="${colour}"/>` +
    `<rect x="${r1(x + w * 0.2)}" y="${r1(groundY - h - 36 * scale)}" width="${r1(w * 0.55)}" height="${r1(30 * scale)}" rx="${r1(9 * scale)}" fill="${colour}"/>` +
    rect(x + w * 0.26, groundY - h - 31 * scale, w * 0.2, 20 * scale, '#A9CCE3') +
    rect(x + w * 0.5, groundY - h - 31 * scale, w * 0.2, 20 * scale, '#A9CCE3') +
    `<circle cx="${r1(x + w * 0.2)}" cy="${r1(groundY - 12 * scale)}" r="${r1(13 * scale)}" fill="#1B1B1B"/>` +
    `<circle cx="${r1(x + w * 0.8)}" cy="${r1(groundY - 12 * scale)}" r="${r1(13 * scale)}" fill="#1B1B1B"/>`
  );
}

/** A grid of windows on a façade; glass tinted by the sky, some lit or with curtains. */
export function windows(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  glass: string,
): string {
  let out = '';
  const cellW = w / cols;
  const cellH = h / rows;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const fill = rng.chance(0.12) ? '#F7E7B4' : rng.chance(0.2) ? '#5D6D7E' : glass;
      out += rect(
        x + col * cellW + cellW * 0.18,
        y + row * cellH + cellH * 0.2,
        cellW * 0.64,
        cellH * 0.6,
        fill,
      );
    }
  }
  return out;
}
