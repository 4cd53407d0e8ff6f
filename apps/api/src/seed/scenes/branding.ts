import type { CoverScene, DemoCompany, LogoShape } from '../demo-company.ts';
import { Rng } from '../prng.ts';
import { polygon, rect, svgDocument, verticalGradient } from './svg.ts';
import { mountains, palm, ridge } from './outdoors.ts';

/*
 * Company logos (initials on a shape in the company's primary colour) and covers (a wide scene in the
 * company's palette). Fonts: the SVG asks for DejaVu/Liberation, present on most Linux systems; where no
 * font exists the shape still renders, only the initials are missing.
 */

const LOGO_SIZE = 512;
const COVER_W = 1600;
const COVER_H = 600;

function shapePath(shape: LogoShape, fill: string): string {
  const c = LOGO_SIZE / 2;
  switch (shape) {
    case 'circle':
      return `<circle cx="${c}" cy="${c}" r="${c - 16}" fill="${fill}"/>`;
    case 'rounded':
      return `<rect x="24" y="24" width="${LOGO_SIZE - 48}" height="${LOGO_SIZE - 48}" rx="96" fill="${fill}"/>`;
    case 'diamond':
      return polygon(
        [
          [c, 12],
          [LOGO_SIZE - 12, c],
          [c, LOGO_SIZE - 12],
          [12, c],
        ],
        fill,
      );
    case 'hexagon': {
      const points = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i - Math.PI / 2;
        return [c + (c - 16) * Math.cos(a), c + (c - 16) * Math.sin(a)] as const;
      });
      return polygon(points, fill);
    }
  }
}

const isSerif = (fontFamily: string) => /serif/.test(fontFamily) && !/sans-serif/.test(fontFamily);

export function logoSvg(company: DemoCompany): string {
  const { colors, fontFamily } = company.configuration;
  const family = isSerif(fontFamily)
    ? "DejaVu Serif, 'Liberation Serif', Georgia, serif"
    : "DejaVu Sans, 'Liberation Sans', Arial, sans-serif";
  const c = LOGO_SIZE / 2;
  const body =
    shapePath(company.logo.shape, colors.primary) +
    `<circle cx="${c}" cy="${c}" r="${c - 70}" fill="none" stroke="${colors.accent}" stroke-width="10" opacity="0.9"/>` +
    `<text x="${c}" y="${c + 58}" text-anchor="middle" font-family="${family}" font-weight="bold" font-size="168" fill="#FFFFFF">${company.logo.initials}</text>`;
  return svgDocument(body, '', LOGO_SIZE, LOGO_SIZE);
}

function coverScenery(
  scene: CoverScene,
  rng: Rng,
  primary: string,
  secondary: string,
  accent: string,
): string {
  const base = COVER_H - 120;
  switch (scene) {
    case 'city': {
      let out = '';
      for (let x = -20; x < COVER_W;) {
        const w = rng.int(60, 150);
        const h = rng.int(120, 380);
        out += rect(x, base - h + 120, w, h, rng.chance(0.5) ? primary : secondary, 'opacity="0.85"');
        for (let wy = base - h + 140; wy < COVER_H - 20; wy += 28) {
          for (let wx = x + 10; wx < x + w - 16; wx += 22)
            if (rng.chance(0.35)) out += rect(wx, wy, 10, 14, accent, 'opacity="0.8"');
        }
        x += w + rng.int(2, 14);
      }
      return out;
    }
    case 'coast':
      return (
        rect(0, base, COVER_W, 120, secondary, 'opacity="0.8"') +
        `<path d="M0,${base + 40} Q400,${base + 10} 800,${base + 40} T1600,${base + 40} V${COVER_H} H0 Z" fill="${accent}" opacity="0.5"/>` +
        `<path d="M0,${base - 60} Q260,${base - 170} 720,${base} L0,${base} Z" fill="${primary}" opacity="0.9"/>` +
        palm(1250, COVER_H - 10, 260) +
        palm(1380, COVER_H - 5, 220)
      );
    case 'mountains':
      return (
        mountains(rng, COVER_H, 420, primary, COVER_W) + ridge(rng, COVER_H - 40, 60, secondary, 6, COVER_W)
      );
    case 'desert':
      return (
        `<path d="M0,${base} Q400,${base - 120} 800,${base - 20} T1600,${base - 60} V${COVER_H} H0 Z" fill="${accent}" opacity="0.75"/>` +
        `<path d="M0,${base + 60} Q500,${base - 30} 1000,${base + 50} T1600,${base + 30} V${COVER_H} H0 Z" fill="${secondary}" opacity="0.85"/>`
      );
    case 'industrial': {
      let out = '';
      for (let x = 40; x < COVER_W; x += rng.int(260, 360)) {
        const w = rng.int(200, 300);
        out += polygon(
          [
            [x, base + 20],
            [x + w / 2, base - 40],
            [x + w, base + 20],
          ],
          secondary,
        );
        out += rect(x, base + 20, w, 140, primary);
      }
      return out + rect(0, COVER_H - 40, COVER_W, 40, secondary);
    }
    case 'jungle': {
      let out =
        ridge(rng, COVER_H - 200, 120, secondary, 6, COVER_W) +
        ridge(rng, COVER_H - 80, 80, primary, 6, COVER_W);
      for (let x = 60; x < COVER_W; x += rng.int(150, 260)) out += palm(x, COVER_H, rng.int(180, 280));
      return out;
    }
  }
}

export function coverSvg(company: DemoCompany, seed: number): string {
  const rng = new Rng(seed);
  const { primary, secondary, accent, background } = company.configuration.colors;
  const defs = verticalGradient('coverSky', primary, background);
  const body =
    rect(0, 0, COVER_W, COVER_H, 'url(#coverSky)') +
    `<circle cx="${rng.int(200, 1400)}" cy="${rng.int(90, 180)}" r="70" fill="${accent}" opacity="0.5"/>` +
    coverScenery(company.cover, rng, primary, secondary, accent);
  return svgDocument(body, defs, COVER_W, COVER_H);
}
