import type { Rng } from '../prng.ts';
import { HEIGHT, WIDTH, hsl, polygon, r1, rect, verticalGradient } from './svg.ts';

/* The outdoors of the generated demo pictures: sky, hills, Andean peaks and trees. */

export type SkyMood = 'clear' | 'grey' | 'sunset' | 'andean';

/** Lima's grey winter sky is in the mix on purpose: a demo of Lima under permanent blue would look off. */
export function sky(
  rng: Rng,
  horizon: number,
  mood: SkyMood = rng.pick(['clear', 'clear', 'grey', 'sunset']),
) {
  const colours: Record<SkyMood, [string, string]> = {
    clear: [
      hsl(rng.int(200, 215), rng.int(55, 75), rng.int(48, 60)),
      hsl(rng.int(195, 205), 70, rng.int(84, 90)),
    ],
    grey: [hsl(210, 12, rng.int(68, 76)), hsl(205, 15, rng.int(86, 91))],
    sunset: [hsl(rng.int(215, 235), 45, rng.int(45, 55)), hsl(rng.int(25, 40), 90, rng.int(72, 80))],
    andean: [hsl(rng.int(215, 225), 80, rng.int(38, 46)), hsl(200, 70, rng.int(80, 86))],
  };
  const [top, bottom] = colours[mood];
  const defs = verticalGradient('sky', top, bottom);
  let body = rect(0, 0, WIDTH, horizon + 4, 'url(#sky)');
  if (mood !== 'grey' && rng.chance(0.7)) {
    const sunColour = mood === 'sunset' ? '#FFE2A8' : '#FFF8E1';
    body += `<circle cx="${rng.int(120, WIDTH - 120)}" cy="${rng.int(70, Math.max(90, horizon * 0.45))}" r="${rng.int(28, 46)}" fill="${sunColour}" opacity="0.9"/>`;
  }
  const cloudCount = mood === 'grey' ? rng.int(4, 7) : rng.int(0, 4);
  for (let i = 0; i < cloudCount; i++)
    body += cloud(rng, rng.int(0, WIDTH), rng.int(40, Math.max(60, horizon * 0.6)));
  return { defs, body };
}

function cloud(rng: Rng, x: number, y: number): string {
  const w = rng.int(70, 160);
  const opacity = rng.float(0.55, 0.85).toFixed(2);
  return (
    `<g fill="#FFFFFF" opacity="${opacity}">` +
    `<ellipse cx="${x}" cy="${y}" rx="${w}" ry="${r1(w * 0.28)}"/>` +
    `<ellipse cx="${r1(x - w * 0.35)}" cy="${r1(y - w * 0.12)}" rx="${r1(w * 0.45)}" ry="${r1(w * 0.3)}"/>` +
    `<ellipse cx="${r1(x + w * 0.25)}" cy="${r1(y - w * 0.18)}" rx="${r1(w * 0.5)}" ry="${r1(w * 0.34)}"/></g>`
  );
}

/** A smooth ridge from left to right, filled down to the bottom of the picture. */
export function ridge(
  rng: Rng,
  baseY: number,
  amplitude: number,
  fill: string,
  segments = 5,
  width = WIDTH,
): string {
  const step = width / segments;
  const points = Array.from(
    { length: segments + 1 },
    (_, i) => [i * step, baseY - rng.float(0, amplitude)] as const,
  );
  const first = points[0] ?? [0, baseY];
  let d = `M0,${HEIGHT} L0,${r1(first[1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1] ?? first;
    const [x1, y1] = points[i] ?? first;
    d += ` Q${r1(x0 + step / 2)},${r1(Math.min(y0, y1) - amplitude * 0.3)} ${r1(x1)},${r1(y1)}`;
  }
  return `<path d="${d} L${width},${HEIGHT} Z" fill="${fill}"/>`;
}

/** Jagged Andean peaks, some with snow. */
export function mountains(rng: Rng, baseY: number, height: number, fill: string, width = WIDTH): string {
  let out = '';
  let x = -rng.int(50, 150);
  while (x < width) {
    const w = rng.int(220, 420);
    const h = rng.float(height * 0.5, height);
    const peakX = x + w * rng.float(0.4, 0.6);
    out += polygon(
      [
        [x, baseY],
        [peakX, baseY - h],
        [x + w, baseY],
      ],
      fill,
    );
    if (h > height * 0.75) {
      const capH = h * 0.22;
      out += polygon(
        [
          [peakX - (w / 2) * (capH / h), baseY - h + capH],
          [peakX, baseY - h],
          [peakX + (w / 2) * (capH / h), baseY - h + capH],
        ],
        '#F4F7FA',
      );
    }
    x += w * rng.float(0.55, 0.8);
  }
  return out;
}

export function tree(rng: Rng, x: number, groundY: number, size: number): string {
  const green = hsl(rng.int(95, 135), rng.int(35, 55), rng.int(24, 38));
  const trunkH = size * 0.45;
  return (
    rect(x - size * 0.06, groundY - trunkH, size * 0.12, trunkH, '#6B4A2F') +
    `<circle cx="${r1(x)}" cy="${r1(groundY - trunkH - size * 0.3)}" r="${r1(size * 0.42)}" fill="${green}"/>` +
    `<circle cx="${r1(x - size * 0.25)}" cy="${r1(groundY - trunkH - size * 0.12)}" r="${r1(size * 0.3)}" fill="${green}"/>` +
    `<circle cx="${r1(x + size * 0.25)}" cy="${r1(groundY - trunkH - size * 0.1)}" r="${r1(size * 0.3)}" fill="${green}"/>`
  );
}

export function palm(x: number, groundY: number, size: number): string {
  const top = groundY - size;
  let leaves = '';
  for (const angle of [-70, -35, 0, 35, 70, 180]) {
    const rad = ((angle - 90) * Math.PI) / 180;
    const ex = x + Math.cos(rad) * size * 0.45;
    const ey = top + Math.sin(rad) * size * 0.25 + size * 0.12;
    leaves += `<path d="M${r1(x)},${r1(top)} Q${r1((x + ex) / 2)},${r1(top - size * 0.15)} ${r1(ex)},${r1(ey)}" stroke="#2F6B2A" stroke-width="${r1(size * 0.07)}" fill="none" stroke-linecap="round"/>`;
  }
  return `<path d="M${r1(x)},${groundY} Q${r1(x + size * 0.12)},${r1(groundY - size / 2)} ${r1(x)},${r1(top)}" stroke="#7A5A3A" stroke-width="${r1(size * 0.06)}" fill="none"/>${leaves}`;
}
