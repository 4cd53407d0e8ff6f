import type { Rng } from '../prng.ts';
import type { Scene } from './buildings.ts';
import { HEIGHT, WIDTH, hsl, line, polygon, rect, svgDocument } from './svg.ts';
import { mountains, palm, ridge, sky, tree } from './outdoors.ts';

/* Open-air scenes: urban lots, farmland in the coast and the Andes, and fincas in the jungle. */

/** An empty urban lot: bare ground, corner stakes, a wall or fence, neighbours behind. */
export function lotScene(rng: Rng): Scene {
  const beach = rng.chance(0.25);
  const horizon = rng.int(380, 440);
  const { defs, body: skyBody } = sky(rng, horizon, beach ? 'clear' : undefined);
  let body = skyBody;
  if (beach) {
    body += rect(0, horizon - 70, WIDTH, 70, hsl(rng.int(195, 205), 60, 48));
  } else {
    let x = -10;
    while (x < WIDTH) {
      const w = rng.int(120, 220);
      const h = rng.int(90, 200);
      body += rect(x, horizon - h, w, h, hsl(rng.int(25, 45), rng.int(10, 25), rng.int(70, 82)));
      for (let wx = x + 15; wx < x + w - 30; wx += 45)
        body += rect(wx, horizon - h + 20, 25, 30, hsl(205, 20, 60));
      x += w + rng.int(0, 10);
    }
  }
  const soil = beach ? '#E3CFA2' : hsl(rng.int(25, 38), rng.int(28, 40), rng.int(50, 60));
  body += rect(0, horizon, WIDTH, HEIGHT - horizon, soil);
  for (let i = 0; i < 140; i++) {
    body += `<ellipse cx="${rng.int(0, WIDTH)}" cy="${rng.int(horizon + 10, HEIGHT)}" rx="${rng.int(2, 7)}" ry="${rng.int(1, 3)}" fill="#000" opacity="0.12"/>`;
  }
  if (rng.chance(0.5)) {
    // Perimeter wall in perspective, left and back.
    body += polygon(
      [
        [0, horizon + 40],
        [WIDTH, horizon + 10],
        [WIDTH, horizon + 60],
        [0, horizon + 110],
      ],
      hsl(20, 35, 55),
    );
    for (let x = 0; x < WIDTH; x += 200)
      body += line(x, horizon + 40 - x * 0.025, x, horizon + 110 - x * 0.058, '#8C8C8C', 10);
  } else {
    for (let x = 20; x < WIDTH; x += 90) body += rect(x, horizon + 20, 8, 70, '#7A6A55');
    for (const y of [horizon + 35, horizon + 55, horizon + 75]) body += line(0, y, WIDTH, y, '#5A5A5A', 1.5);
  }
  for (const [sx, sy] of [
    [120, 700],
    [1080, 690],
    [300, horizon + 130],
    [900, horizon + 120],
  ] as const) {
    body += rect(sx, sy - 50, 10, 50, '#C8A36B') + rect(sx, sy - 50, 10, 12, '#D0312D');
  }
  // A blank "for sale" board; no text needed.
  const signX = rng.int(500, 800);
  body +=
    rect(signX + 45, 560, 10, 140, '#5B4A3A') +
    rect(signX, 480, 110, 80, rng.pick(['#F1C40F', '#E74C3C', '#2E86C1']));
  for (let i = 0; i < rng.int(1, 3); i++)
    body += tree(rng, rng.int(40, WIDTH - 40), horizon + rng.int(20, 60), rng.int(110, 160));
  return {
    svg: svgDocument(body, defs),
    label: rng.pick(['Vista general del terreno', 'Vista del lote', 'Frente del terreno']),
  };
}

function fields(rng: Rng, horizon: number, palette: readonly string[]): string {
  let body = '';
  const vpX = rng.int(300, 900);
  const bands = rng.int(3, 5);
  for (let b = 0; b < bands; b++) {
    const y0 = horizon + ((HEIGHT - horizon) * b) / bands;
    const y1 = horizon + ((HEIGHT - horizon) * (b + 1)) / bands;
    body += rect(0, y0, WIDTH, y1 - y0 + 1, rng.pick(palette));
  }
  // Furrows converging on one vanishing point give the fields depth.
  for (let x = -600; x <= WIDTH + 600; x += rng.int(40, 60))
    body += line(vpX, horizon, x, HEIGHT, '#2E4A1E', 2);
  return body;
}

/** Farmland: coastal valley or Andean fields, with a canal or a tree line. */
export function landScene(rng: Rng): Scene {
  const andean = rng.chance(0.45);
  const horizon = rng.int(330, 420);
  const { defs, body: skyBody } = sky(
    rng,
    horizon,
    andean ? 'andean' : rng.pick(['clear', 'clear', 'sunset']),
  );
  let body = skyBody;
  if (andean) {
    body += mountains(rng, horizon + 10, rng.int(200, 280), hsl(rng.int(20, 35), 18, rng.int(42, 52)));
    body += ridge(rng, horizon + 10, 60, hsl(100, 25, 38));
  } else {
    body += ridge(rng, horizon, 80, hsl(35, 25, rng.int(62, 70)), 4);
  }
  const greens = [hsl(95, 45, 42), hsl(80, 50, 48), hsl(110, 40, 36), hsl(55, 55, 58), hsl(70, 45, 45)];
  body += fields(rng, horizon, greens);
  for (let x = rng.int(0, 60); x < WIDTH; x += rng.int(70, 120))
    body += tree(rng, x, horizon + 8, rng.int(50, 80));
  if (rng.chance(0.6)) {
    body += `<path d="M${rng.int(0, 300)},${HEIGHT} Q${rng.int(400, 700)},${horizon + 150} ${WIDTH},${horizon + rng.int(60, 120)}" stroke="#4C9ED9" stroke-width="14" fill="none" opacity="0.9"/>`;
  }
  if (rng.chance(0.5)) {
    const hx = rng.int(150, 950);
    body +=
      rect(hx, horizon - 10, 110, 50, '#E8DCC8') +
      polygon(
        [
          [hx - 10, horizon - 10],
          [hx + 55, horizon - 45],
          [hx + 120, horizon - 10],
        ],
        '#9C4A2F',
      );
  }
  return {
    svg: svgDocument(body, defs),
    label: rng.pick([
      'Vista de la parcela',
      'Zona de cultivo',
      'Vista general del terreno',
      'Linderos y canal de riego',
    ]),
  };
}

/** A finca in the Selva Central: green hills, dense trees, palms and a river. */
export function jungleScene(rng: Rng): Scene {
  const horizon = rng.int(300, 380);
  const { defs, body: skyBody } = sky(rng, horizon, rng.pick(['clear', 'grey']));
  let body = skyBody;
  body += ridge(rng, horizon - 40, 140, hsl(130, 30, 40));
  body += ridge(rng, horizon + 20, 110, hsl(125, 40, 30));
  body += rect(0, horizon + 100, WIDTH, HEIGHT - horizon - 100, hsl(100, 45, 36));
  for (let i = 0; i < 40; i++) {
    const x = rng.int(0, WIDTH);
    const y = rng.int(horizon + 60, HEIGHT);
    body += `<circle cx="${x}" cy="${y}" r="${rng.int(25, 55)}" fill="${hsl(rng.int(100, 140), rng.int(35, 55), rng.int(20, 34))}"/>`;
  }
  // Coffee rows on the slope.
  for (let row = 0; row < 5; row++) {
    const y = horizon + 140 + row * 45;
    for (let x = rng.int(0, 40); x < WIDTH; x += 36)
      body += `<circle cx="${x}" cy="${y}" r="14" fill="${hsl(115, 45, 28)}"/>`;
  }
  if (rng.chance(0.6)) {
    body += `<path d="M0,${HEIGHT - 60} Q${WIDTH / 2},${HEIGHT - 160} ${WIDTH},${HEIGHT - 90} L${WIDTH},${HEIGHT - 50} Q${WIDTH / 2},${HEIGHT - 120} 0,${HEIGHT - 20} Z" fill="#6E8B74"/>`;
  }
  for (let i = 0; i < rng.int(2, 4); i++)
    body += palm(rng.int(40, WIDTH - 40), HEIGHT - rng.int(10, 120), rng.int(200, 300));
  return {
    svg: svgDocument(body, defs),
    label: rng.pick([
      'Vista de la finca',
      'Plantaciones de café',
      'Vista panorámica del terreno',
      'Zona de cultivo',
    ]),
  };
}
