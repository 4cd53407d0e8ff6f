import type { Scene } from './buildings.ts';
import { HEIGHT, WIDTH, line, rect, svgDocument } from './svg.ts';

/*
 * A unit type's floor plan as an architect's sketch seen from above: walls, door gaps, beds, sofa,
 * kitchen counter and bathroom fixtures. Shapes only (the scenes carry no text), one drawing per bedroom
 * count, so the demo's unit types show a plan that matches what their row says.
 */

const WALL = '#37474F';
const FLOOR = '#FBF8F2';
const FURNITURE = '#CFD8DC';
const WET = '#B3E5FC';
const LEFT = 110;
const TOP = 90;
const PLAN_W = WIDTH - 2 * LEFT;
const PLAN_H = HEIGHT - 2 * TOP;
const WALL_W = 10;

const outline = (x: number, y: number, w: number, h: number): string =>
  rect(x, y, w, h, 'none', `stroke="${WALL}" stroke-width="${WALL_W}"`);

/** A door in a horizontal wall at height `y`: the gap, the leaf and its swing, opening upwards. */
function door(x: number, y: number): string {
  const size = 60;
  return (
    rect(x, y - WALL_W, size, WALL_W * 2, FLOOR) +
    line(x, y, x, y - size, WALL, 3) +
    `<path d="M${x} ${y - size} A${size} ${size} 0 0 1 ${x + size} ${y}" fill="none" stroke="${WALL}" stroke-width="1.5" stroke-dasharray="6 5"/>`
  );
}

/** A door in a vertical wall at `x`, opening to the left. */
function sideDoor(x: number, y: number): string {
  const size = 60;
  return (
    rect(x - WALL_W, y, WALL_W * 2, size, FLOOR) +
    line(x, y, x - size, y, WALL, 3) +
    `<path d="M${x - size} ${y} A${size} ${size} 0 0 0 ${x} ${y + size}" fill="none" stroke="${WALL}" stroke-width="1.5" stroke-dasharray="6 5"/>`
  );
}

function bed(x: number, y: number, double: boolean): string {
  const w = double ? 160 : 100;
  return (
    rect(x, y, w, 200, FURNITURE, `stroke="${WALL}" stroke-width="2" rx="6"`) +
    rect(x + 12, y + 12, double ? 60 : w - 24, 40, '#FFFFFF', `stroke="${WALL}" stroke-width="1.5" rx="6"`) +
    (double ? rect(x + 88, y + 12, 60, 40, '#FFFFFF', `stroke="${WALL}" stroke-width="1.5" rx="6"`) : '')
  );
}

function bathroom(x: number, y: number, w: number, h: number): string {
  return (
    rect(x, y, w, h, '#EEF6FA') +
    outline(x, y, w, h) +
    rect(x + 14, y + 14, 80, 110, WET, `stroke="${WALL}" stroke-width="2"`) +
    `<ellipse cx="${x + w - 40}" cy="${y + 50}" rx="22" ry="30" fill="#FFFFFF" stroke="${WALL}" stroke-width="2"/>` +
    rect(x + w - 80, y + h - 60, 60, 40, '#FFFFFF', `stroke="${WALL}" stroke-width="2" rx="8"`)
  );
}

/** The plan of a flat with `bedrooms` bedrooms (1 to 3; more draw as 3). */
export function floorPlanScene(bedrooms: number): Scene {
  const rooms = Math.max(1, Math.min(3, bedrooms));
  // The bedrooms take the upper band, side by side; the kitchen, living room and bathroom the lower one.
  const bandH = PLAN_H * 0.5;
  const roomW = PLAN_W / rooms;
  const lowY = TOP + bandH;
  const lowH = PLAN_H - bandH;
  const kitchenW = 260;
  const bathW = 240;
  const livingX = LEFT + kitchenW;
  const livingW = PLAN_W - kitchenW - bathW;
  let body = rect(0, 0, WIDTH, HEIGHT, '#FFFFFF') + rect(LEFT, TOP, PLAN_W, PLAN_H, FLOOR);
  let doors = '';
  for (let i = 0; i < rooms; i++) {
    const x = LEFT + i * roomW;
    body += outline(x, TOP, roomW, bandH);
    body += bed(x + roomW / 2 - (i === 0 ? 80 : 50), TOP + 40, i === 0);
    // Every bedroom opens onto the living room (never the kitchen counter or the bathroom); the desk
    // stands on the other side of the room from its door.
    const doorX = i === 0 ? Math.min(x + roomW - 90, livingX + livingW - 70) : x + 30;
    const deskX = i === 0 ? x + 20 : x + roomW - 160;
    body += rect(deskX, TOP + bandH - 50, 140, 30, FURNITURE, `stroke="${WALL}" stroke-width="2"`);
    doors += door(doorX, lowY);
  }
  // Kitchen: an L of counters with the sink.
  body += rect(LEFT + WALL_W / 2, lowY + 20, 200, 50, FURNITURE, `stroke="${WALL}" stroke-width="2"`);
  body += rect(LEFT + WALL_W / 2, lowY + 70, 50, lowH - 90, FURNITURE, `stroke="${WALL}" stroke-width="2"`);
  body += rect(LEFT + 70, lowY + 28, 70, 34, WET, `stroke="${WALL}" stroke-width="1.5" rx="6"`);
  // Living and dining: sofa, table with chairs.
  body += rect(
    livingX + 60,
    lowY + lowH - 110,
    260,
    80,
    FURNITURE,
    `stroke="${WALL}" stroke-width="2" rx="10"`,
  );
  const tableX = livingX + livingW - 250;
  body += rect(tableX, lowY + 60, 180, 100, '#D7CCC8', `stroke="${WALL}" stroke-width="2" rx="6"`);
  for (const dx of [20, 110]) {
    body += rect(tableX + dx, lowY + 30, 50, 24, FURNITURE, `stroke="${WALL}" stroke-width="1.5"`);
    body += rect(tableX + dx, lowY + 166, 50, 24, FURNITURE, `stroke="${WALL}" stroke-width="1.5"`);
  }
  body += bathroom(LEFT + PLAN_W - bathW, lowY, bathW, lowH);
  body += outline(LEFT, TOP, PLAN_W, PLAN_H);
  body += doors + sideDoor(LEFT + PLAN_W - bathW, lowY + lowH - 80);
  // The entrance, and the bedrooms' windows (a thin line across the outer wall).
  body += rect(livingX + livingW / 2, TOP + PLAN_H - WALL_W, 70, WALL_W * 2, FLOOR);
  for (let i = 0; i < rooms; i++) {
    const x = LEFT + i * roomW + roomW / 2 - 60;
    body += rect(x, TOP - WALL_W / 2, 120, WALL_W, '#FFFFFF') + line(x, TOP, x + 120, TOP, WALL, 2);
  }
  return { svg: svgDocument(body), label: `Plano de ${rooms} ${rooms === 1 ? 'dormitorio' : 'dormitorios'}` };
}
