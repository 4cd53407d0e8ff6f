import type { Rng } from '../prng.ts';
import {
  HEIGHT,
  WIDTH,
  car,
  hsl,
  line,
  polygon,
  rect,
  svgDocument,
  verticalGradient,
  windows,
} from './svg.ts';
import { mountains, ridge, sky, tree } from './outdoors.ts';
import { FACADES, skyline, street, type Scene } from './buildings.ts';

/* Street-level scenes of work places: office towers, shop fronts and warehouses. */

export function officeScene(rng: Rng): Scene {
  const groundY = rng.int(640, 680);
  const { defs: skyDefs, body: skyBody } = sky(rng, groundY);
  const hue = rng.int(195, 220);
  const defs =
    skyDefs + verticalGradient('glass', hsl(hue, 45, rng.int(62, 72)), hsl(hue, 55, rng.int(28, 38)));
  let body = skyBody + skyline(rng, groundY);
  const towers = rng.int(1, 3);
  for (let t = 0; t < towers; t++) {
    const w = rng.int(200, 300);
    const x = rng.int(60, WIDTH - w - 60);
    const h = rng.int(420, groundY - 30);
    const side = w * 0.25;
    body += polygon(
      [
        [x + w, groundY - h],
        [x + w + side, groundY - h + 30],
        [x + w + side, groundY],
        [x + w, groundY],
      ],
      hsl(hue, 40, 24),
    );
    body += rect(x, groundY - h, w, h, 'url(#glass)');
    for (let mx = x; mx <= x + w; mx += w / rng.int(6, 10))
      body += line(mx, groundY - h, mx, groundY, '#D5DEE6', 2);
    for (let my = groundY - h; my < groundY; my += rng.int(22, 30))
      body += line(x, my, x + w, my, '#BFCBD6', 1.5);
  }
  body += street(groundY);
  for (let i = 0; i < rng.int(1, 3); i++)
    body += car(rng, rng.int(40, WIDTH - 200), groundY + 80, rng.float(0.8, 1));
  body +=
    tree(rng, rng.int(40, 200), groundY + 24, 120) +
    tree(rng, rng.int(WIDTH - 200, WIDTH - 40), groundY + 24, 120);
  return {
    svg: svgDocument(body, defs),
    label: rng.pick(['Fachada del edificio corporativo', 'Vista del edificio', 'Exterior del edificio']),
  };
}

export function retailScene(rng: Rng): Scene {
  const groundY = rng.int(620, 660);
  const { defs, body: skyBody } = sky(rng, groundY);
  let body = skyBody;
  const x = rng.int(-40, 60);
  const w = WIDTH - x * 2;
  const h = rng.int(380, 520);
  body += rect(x, groundY - h, w, h, rng.pick(FACADES));
  body += windows(
    rng,
    x + 20,
    groundY - h + 20,
    w - 40,
    h - 280,
    rng.int(5, 8),
    rng.int(1, 3),
    hsl(205, 30, 62),
  );
  const brand = hsl(rng.int(0, 360), rng.int(55, 75), rng.int(40, 50));
  // Sign board with abstract lettering (no text: no fonts needed to render it).
  body += rect(x + 60, groundY - 250, w - 120, 60, brand);
  for (let lx = x + 100; lx < x + w - 160; lx += rng.int(34, 50))
    body += rect(lx, groundY - 235, rng.int(20, 30), 30, '#FFFFFF', 'rx="4" opacity="0.9"');
  // Striped awning over the shop window.
  const awningY = groundY - 185;
  for (let ax = x + 40, i = 0; ax < x + w - 40; ax += 40, i++) {
    body += polygon(
      [
        [ax, awningY],
        [ax + 40, awningY],
        [ax + 48, awningY + 45],
        [ax + 8, awningY + 45],
      ],
      i % 2 === 0 ? brand : '#FFFFFF',
    );
  }
  body += rect(x + 60, groundY - 135, w - 120, 135, '#9DB9C9');
  body += rect(x + 60, groundY - 135, w - 120, 135, '#FFFFFF', 'opacity="0.15"');
  body += rect(x + w / 2 - 50, groundY - 135, 100, 135, '#4B5B66');
  for (let i = 0; i < 3; i++)
    body += rect(x + 120 + i * 120, groundY - 70, 70, 70, hsl(rng.int(0, 360), 40, 60));
  body += street(groundY);
  body += tree(rng, rng.int(40, 160), groundY + 24, 110);
  return {
    svg: svgDocument(body, defs),
    label: rng.pick(['Fachada del local', 'Vitrina a la calle', 'Frente del local']),
  };
}

export function warehouseScene(rng: Rng): Scene {
  const groundY = rng.int(520, 580);
  const { defs, body: skyBody } = sky(rng, groundY);
  let body = skyBody;
  body += rng.chance(0.4)
    ? mountains(rng, groundY, 160, hsl(30, 15, 60))
    : ridge(rng, groundY - 20, 60, hsl(35, 18, 62));
  body += rect(0, groundY, WIDTH, HEIGHT - groundY, '#7C7F83');
  const w = rng.int(760, 1000);
  const x = (WIDTH - w) / 2 + rng.int(-60, 60);
  const h = rng.int(170, 230);
  const wall = rng.pick(['#D9DCDF', '#C7CDD2', '#E4E0D6', '#B8C3CC']);
  const roof = rng.pick(['#8C969E', '#6F7A83', '#9AA5AE']);
  if (rng.chance(0.5)) {
    body += polygon(
      [
        [x - 15, groundY - h],
        [x + w / 2, groundY - h - 70],
        [x + w + 15, groundY - h],
      ],
      roof,
    );
  } else {
    for (let sx = x; sx < x + w; sx += w / 5)
      body += polygon(
        [
          [sx, groundY - h],
          [sx, groundY - h - 55],
          [sx + w / 5, groundY - h],
        ],
        roof,
      );
  }
  body += rect(x, groundY - h, w, h, wall);
  for (let lx = x; lx < x + w; lx += 14) body += line(lx, groundY - h, lx, groundY, '#AEB4BA', 1.5);
  const stripe = hsl(rng.int(0, 360), 55, 45);
  body += rect(x, groundY - h + 12, w, 14, stripe);
  const doors = rng.int(3, 6);
  for (let d = 0; d < doors; d++) {
    const dx = x + 40 + d * ((w - 80) / doors);
    const dw = (w - 80) / doors - 40;
    body += rect(dx, groundY - 120, dw, 120, '#9EA4A9');
    for (let ly = groundY - 120; ly < groundY; ly += 10) body += line(dx, ly, dx + dw, ly, '#80868B', 1.5);
  }
  // A truck at one of the docks.
  const tx = x + rng.int(60, w - 320);
  body +=
    rect(tx, groundY + 10, 220, 110, '#F4F6F7') +
    rect(tx + 220, groundY + 45, 70, 75, rng.pick(['#C0392B', '#1F618D', '#D4AC0D']));
  for (const wx of [tx + 40, tx + 170, tx + 255])
    body += `<circle cx="${wx}" cy="${groundY + 122}" r="18" fill="#1B1B1B"/>`;
  for (let px = 0; px < WIDTH; px += 160)
    body += rect(px, groundY - 60, 8, 190, '#5D6D7E') + rect(px - 12, groundY - 66, 32, 8, '#5D6D7E');
  return {
    svg: svgDocument(body, defs),
    label: rng.pick([
      'Nave principal',
      'Patio de maniobras',
      'Andenes de carga',
      'Vista exterior del almacén',
    ]),
  };
}
