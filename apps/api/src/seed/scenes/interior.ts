import type { Rng } from '../prng.ts';
import type { Scene } from './buildings.ts';
import { HEIGHT, WIDTH, hsl, line, polygon, rect, svgDocument, verticalGradient } from './svg.ts';

/* Rooms seen from the door: a back wall with a window, side walls and a floor in one-point perspective. */

const BACK = { left: 280, right: 920, top: 150, bottom: 560 };

function room(rng: Rng): { defs: string; body: string } {
  const wall = hsl(rng.int(25, 60), rng.int(10, 30), rng.int(84, 93));
  const side = hsl(rng.int(25, 60), rng.int(10, 25), rng.int(74, 82));
  const floor = rng.pick(['#B98B5E', '#A0744F', '#D2B48C', '#C9C4BC', '#8E6B4A']);
  const defs = verticalGradient('view', hsl(205, 60, rng.int(60, 70)), hsl(200, 50, 88));
  let body = rect(0, 0, WIDTH, HEIGHT, '#F5F3EF');
  body += polygon(
    [
      [0, 0],
      [BACK.left, BACK.top],
      [BACK.left, BACK.bottom],
      [0, HEIGHT],
    ],
    side,
  );
  body += polygon(
    [
      [WIDTH, 0],
      [BACK.right, BACK.top],
      [BACK.right, BACK.bottom],
      [WIDTH, HEIGHT],
    ],
    side,
  );
  body += rect(BACK.left, BACK.top, BACK.right - BACK.left, BACK.bottom - BACK.top, wall);
  body += polygon(
    [
      [0, HEIGHT],
      [BACK.left, BACK.bottom],
      [BACK.right, BACK.bottom],
      [WIDTH, HEIGHT],
    ],
    floor,
  );
  // Floor boards converge on the vanishing point at the centre of the back wall.
  for (let i = 0; i <= 12; i++) {
    const x = BACK.left + ((BACK.right - BACK.left) * i) / 12;
    body += line(x, BACK.bottom, -400 + ((WIDTH + 800) * i) / 12, HEIGHT, '#000000', 2, 'opacity="0.12"');
  }
  const windowW = rng.int(220, 340);
  const windowX = rng.int(BACK.left + 30, BACK.right - windowW - 30);
  body +=
    rect(windowX, BACK.top + 40, windowW, 220, 'url(#view)') +
    rect(windowX, BACK.top + 40, windowW, 220, 'none', 'stroke="#FFFFFF" stroke-width="10"');
  for (let x = windowX; x < windowX + windowW - 40; x += rng.int(40, 70)) {
    const h = rng.int(40, 120);
    body += rect(x, BACK.top + 260 - h, rng.int(30, 50), h, hsl(210, 10, rng.int(62, 75)));
  }
  body += line(windowX + windowW / 2, BACK.top + 40, windowX + windowW / 2, BACK.top + 260, '#FFFFFF', 6);
  return { defs, body };
}

function plant(x: number, y: number): string {
  return (
    rect(x - 22, y - 50, 44, 50, '#8D6E63') +
    `<ellipse cx="${x}" cy="${y - 95}" rx="45" ry="60" fill="#3E7D3A"/><ellipse cx="${x - 25}" cy="${y - 70}" rx="25" ry="35" fill="#4C9A47"/>`
  );
}

function livingRoom(rng: Rng, body: string): string {
  const fabric = hsl(rng.int(0, 360), rng.int(10, 35), rng.int(35, 60));
  body += `<ellipse cx="600" cy="690" rx="330" ry="60" fill="${hsl(rng.int(0, 360), 25, 70)}"/>`;
  body += `<rect x="330" y="470" width="540" height="130" rx="24" fill="${fabric}"/>`;
  body += `<rect x="310" y="520" width="580" height="110" rx="30" fill="${fabric}"/>`;
  body +=
    rect(470, 650, 260, 18, '#5D4037') +
    rect(490, 668, 12, 50, '#5D4037') +
    rect(700, 668, 12, 50, '#5D4037');
  body += rect(
    BACK.right - 170,
    200,
    120,
    90,
    hsl(rng.int(0, 360), 45, 55),
    'stroke="#3E2723" stroke-width="6"',
  );
  return body + plant(rng.chance(0.5) ? 200 : 1000, 760);
}

function bedroom(rng: Rng, body: string): string {
  const sheet = hsl(rng.int(0, 360), rng.int(10, 30), rng.int(75, 90));
  body += rect(360, 380, 480, 140, '#6D4C41');
  body += `<rect x="330" y="500" width="540" height="190" rx="18" fill="${sheet}"/>`;
  body += `<rect x="380" y="470" width="190" height="60" rx="20" fill="#FFFFFF"/><rect x="630" y="470" width="190" height="60" rx="20" fill="#FFFFFF"/>`;
  body += rect(330, 600, 540, 90, hsl(rng.int(0, 360), 35, 45));
  return body + rect(230, 520, 80, 90, '#8D6E63') + rect(900, 520, 80, 90, '#8D6E63');
}

function kitchen(rng: Rng, body: string): string {
  const cabinets = rng.pick(['#FFFFFF', '#37474F', '#A1887F', '#546E7A', '#D7CCC8']);
  body +=
    rect(BACK.left, 440, BACK.right - BACK.left, 120, cabinets) +
    rect(BACK.left, 430, BACK.right - BACK.left, 14, '#ECEFF1');
  body += rect(BACK.left, 170, 200, 120, cabinets);
  for (let x = BACK.left; x < BACK.right; x += 80) body += line(x, 440, x, 560, '#90A4AE', 2);
  body += rect(380, 560, 440, 110, cabinets) + rect(360, 545, 480, 22, '#CFD8DC');
  for (const x of [420, 560, 700]) body += rect(x, 480, 70, 80, '#455A64', 'rx="6"');
  return body;
}

/** Homes: living room, bedroom or kitchen. */
export function interiorScene(rng: Rng): Scene {
  const { defs, body } = room(rng);
  const kind = rng.pick(['living', 'living', 'bedroom', 'kitchen'] as const);
  if (kind === 'bedroom') {
    return {
      svg: svgDocument(bedroom(rng, body), defs),
      label: rng.pick(['Dormitorio principal', 'Dormitorio secundario', 'Dormitorio']),
    };
  }
  if (kind === 'kitchen')
    return { svg: svgDocument(kitchen(rng, body), defs), label: rng.pick(['Cocina equipada', 'Cocina']) };
  return {
    svg: svgDocument(livingRoom(rng, body), defs),
    label: rng.pick(['Sala comedor', 'Sala', 'Sala con vista exterior']),
  };
}

/** Offices and shops inside: desks and screens, or a meeting table. */
export function workspaceScene(rng: Rng): Scene {
  const { defs, body: roomBody } = room(rng);
  let body = roomBody;
  const meeting = rng.chance(0.4);
  if (meeting) {
    body += `<ellipse cx="600" cy="610" rx="300" ry="70" fill="#5D4037"/>`;
    for (const x of [340, 460, 600, 740, 860])
      body += `<rect x="${x - 30}" y="560" width="60" height="40" rx="10" fill="#263238"/>`;
    body += rect(520, 250, 160, 100, '#263238');
    return { svg: svgDocument(body, defs), label: 'Sala de reuniones' };
  }
  for (const [x, y] of [
    [330, 560],
    [640, 560],
    [330, 660],
    [640, 660],
  ] as const) {
    body +=
      rect(x, y, 240, 16, '#ECEFF1') +
      rect(x + 10, y + 16, 10, 40, '#90A4AE') +
      rect(x + 220, y + 16, 10, 40, '#90A4AE');
    body += rect(x + 80, y - 60, 80, 55, '#263238') + rect(x + 115, y - 5, 10, 5, '#263238');
  }
  return {
    svg: svgDocument(body, defs),
    label: rng.pick(['Área de trabajo', 'Oficina abierta', 'Ambiente principal']),
  };
}
