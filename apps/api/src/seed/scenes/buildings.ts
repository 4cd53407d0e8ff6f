import type { Rng } from '../prng.ts';
import { HEIGHT, WIDTH, car, hsl, line, polygon, rect, svgDocument, windows } from './svg.ts';
import { palm, ridge, sky, tree } from './outdoors.ts';

/*
 * Street-level scenes: apartment blocks and houses here, work places in workplaces.ts. Each returns the SVG
 * and a Spanish label that becomes the photo's title.
 */

export interface Scene {
  svg: string;
  label: string;
}

export const FACADES = [
  '#EDE6DA',
  '#F4F1EA',
  '#D9CBB4',
  '#C9B79C',
  '#E8D5C4',
  '#B9C4C9',
  '#F2E3C6',
  '#D6D1C4',
  '#C97B5A',
];

/** Background skyline (lower contrast) so the subject stands out. */
export function skyline(rng: Rng, groundY: number): string {
  let out = '';
  let x = -20;
  while (x < WIDTH) {
    const w = rng.int(70, 160);
    const h = rng.int(120, 320);
    out += rect(x, groundY - h, w, h, hsl(210, 8, rng.int(72, 82)));
    x += w + rng.int(4, 20);
  }
  return out;
}

export function street(groundY: number): string {
  return (
    rect(0, groundY, WIDTH, HEIGHT - groundY, '#8A8D91') +
    rect(0, groundY, WIDTH, 26, '#C8C5BE') +
    rect(0, groundY + 90, WIDTH, 6, '#F4F1E8', 'opacity="0.7"')
  );
}

export function apartmentScene(rng: Rng): Scene {
  const groundY = rng.int(600, 650);
  const { defs, body: skyBody } = sky(rng, groundY);
  const glass = hsl(rng.int(195, 215), 30, rng.int(55, 70));
  let body = skyBody + skyline(rng, groundY);
  // Neighbours on both sides, then the building itself in the middle.
  for (const side of [0, 1]) {
    const w = rng.int(220, 320);
    const h = rng.int(260, 420);
    const x = side === 0 ? rng.int(-40, 40) : WIDTH - w - rng.int(-40, 40);
    const colour = rng.pick(FACADES);
    body +=
      rect(x, groundY - h, w, h, colour) +
      windows(rng, x + 10, groundY - h + 15, w - 20, h - 60, 4, Math.floor(h / 70), glass);
  }
  const floors = rng.int(6, 14);
  const floorH = Math.min(42, (groundY - 60) / floors);
  const w = rng.int(340, 460);
  const x = (WIDTH - w) / 2 + rng.int(-60, 60);
  const h = floors * floorH + 40;
  const colour = rng.pick(FACADES);
  body += rect(x - 6, groundY - h - 14, w + 12, 16, '#6E6A63');
  body += rect(x, groundY - h, w, h, colour);
  body += windows(rng, x + 8, groundY - h + 8, w - 16, h - 60, rng.int(4, 6), floors, glass);
  if (rng.chance(0.7)) {
    for (let f = 1; f < floors; f++)
      body += rect(x - 8, groundY - h + f * floorH - 4, w + 16, 5, '#FFFFFF', 'opacity="0.85"');
  }
  body +=
    rect(x + w / 2 - 45, groundY - 60, 90, 60, '#3E4A52') +
    rect(x + w / 2 - 38, groundY - 54, 76, 54, '#8FB3C7');
  body += street(groundY);
  for (let i = 0; i < rng.int(2, 4); i++)
    body += tree(rng, rng.int(40, WIDTH - 40), groundY + 24, rng.int(90, 140));
  if (rng.chance(0.6)) body += car(rng, rng.int(60, WIDTH - 220), groundY + 80);
  return {
    svg: svgDocument(body, defs),
    label: rng.pick(['Fachada del edificio', 'Vista exterior', 'Fachada']),
  };
}

export function houseScene(rng: Rng): Scene {
  const beach = rng.chance(0.3);
  const groundY = rng.int(560, 620);
  const { defs, body: skyBody } = sky(rng, groundY, beach ? 'clear' : undefined);
  let body = skyBody;
  if (beach) {
    body += rect(0, groundY - 90, WIDTH, 90, hsl(rng.int(195, 205), 60, rng.int(42, 52)));
    body += rect(0, groundY - 18, WIDTH, 18, '#E9D8B4');
  } else {
    body += ridge(rng, groundY - 40, 90, hsl(rng.int(90, 120), 20, rng.int(55, 65)));
  }
  const lawn = beach ? '#E6D3A8' : hsl(rng.int(90, 110), 40, rng.int(38, 46));
  body += rect(0, groundY, WIDTH, HEIGHT - groundY, lawn);
  const w = rng.int(460, 640);
  const x = (WIDTH - w) / 2 + rng.int(-80, 80);
  const floors = rng.int(1, 3);
  const h = floors * 120;
  const wall = beach ? '#F7F5F0' : rng.pick(FACADES);
  body += rect(x, groundY - h, w, h, wall);
  if (!beach && rng.chance(0.5)) {
    body += polygon(
      [
        [x - 30, groundY - h],
        [x + w / 2, groundY - h - rng.int(90, 140)],
        [x + w + 30, groundY - h],
      ],
      rng.pick(['#A0522D', '#8E3B2E', '#6B4F3A']),
    );
  } else {
    body += rect(x - 10, groundY - h - 18, w + 20, 18, '#5F5B55');
  }
  const glass = hsl(rng.int(195, 210), 35, rng.int(58, 70));
  for (let f = 0; f < floors; f++) {
    const y = groundY - (f + 1) * 120 + 25;
    const panes = beach ? 1 : rng.int(2, 4);
    for (let p = 0; p < panes; p++) {
      const pw = beach ? w * 0.7 : (w - 60) / panes - 30;
      const px = beach ? x + w * 0.15 : x + 30 + p * ((w - 60) / panes) + 15;
      body += rect(px, y, pw, 70, glass) + rect(px, y + 32, pw, 3, '#FFFFFF', 'opacity="0.6"');
    }
  }
  body += rect(x + w - 150, groundY - 100, 110, 100, '#CFCAC1');
  for (let i = 1; i < 8; i++)
    body += line(x + w - 150, groundY - 100 + i * 12.5, x + w - 40, groundY - 100 + i * 12.5, '#A8A39A', 2);
  body += rect(x + 40, groundY - 95, 60, 95, '#6B4A2F');
  const withPool = rng.chance(beach ? 0.5 : 0.3);
  if (withPool)
    body += polygon(
      [
        [x - 60, groundY + 90],
        [x + 260, groundY + 90],
        [x + 300, groundY + 150],
        [x - 90, groundY + 150],
      ],
      '#4FB3D9',
    );
  if (!beach && rng.chance(0.6)) {
    // The street railing most Lima houses have.
    for (let px = 0; px < WIDTH; px += 22) body += rect(px, groundY + 160, 5, 70, '#2B2B2B');
    body += rect(0, groundY + 160, WIDTH, 6, '#2B2B2B');
  }
  for (let i = 0; i < rng.int(1, 3); i++) {
    const tx = rng.chance(0.5)
      ? rng.int(30, Math.max(40, x - 40))
      : rng.int(Math.min(WIDTH - 40, x + w + 40), WIDTH - 30);
    body += beach
      ? palm(tx, groundY + 10, rng.int(180, 240))
      : tree(rng, tx, groundY + 10, rng.int(140, 220));
  }
  return {
    svg: svgDocument(body, defs),
    label: withPool
      ? 'Piscina y fachada'
      : rng.pick(['Fachada principal', 'Vista exterior', 'Frontis de la casa']),
  };
}
