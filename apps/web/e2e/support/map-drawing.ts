import type { Locator, Page } from 'playwright-core';

/*
 * Drives the property editor's map (step 4, "Detalles y Mapa") as a person does: the Geoman toolbar's
 * buttons, then clicks on the map. Points are pixel offsets from the map's top-left corner. Keep them off
 * the controls: the toolbar (left, x < 45, y < 255), the row of drawing actions that opens beside it while
 * drawing (Terminar / Quitar último vértice / Cancelar: x 42-310, y 115-148), the layer switch (top right)
 * and the scale and attribution (bottom). Below y = 160 and 40 px from the edges is always clear. A point
 * that lands on a control fails with its position instead of silently doing something else.
 */

/** The editor map's container once Leaflet runs in it (about 150 ms after step 4 shows), centred on screen. */
export async function editorMap(page: Page): Promise<Locator> {
  const map = page.getByTestId('geometry-map');
  await map.locator('.leaflet-pm-toolbar').first().waitFor();
  // Clicks go to screen positions: the whole map must be in the viewport.
  await map.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
  return map;
}

/** What a click at (x, y) of the page would hit: the map itself, one of its controls, or something else. */
function whatIsAt(page: Page, x: number, y: number): Promise<string> {
  return page.evaluate(
    ([px, py]) => {
      const element = document.elementFromPoint(px, py);
      if (!element) return 'nada (fuera de la ventana)';
      if (element.closest('.leaflet-control, .leaflet-pm-actions-container')) return 'un control del mapa';
      return element.closest('[data-testid="geometry-map"]') ? 'map' : `otro elemento (${element.tagName})`;
    },
    [x, y] as const,
  );
}

async function clickAt(page: Page, map: Locator, [x, y]: [number, number]): Promise<void> {
  const box = await map.boundingBox();
  if (!box) throw new Error('El mapa no está visible');
  const target = { x: box.x + x, y: box.y + y };
  await page.mouse.move(target.x, target.y, { steps: 2 });
  const hit = await whatIsAt(page, target.x, target.y);
  if (hit !== 'map') throw new Error(`El punto (${x}, ${y}) del mapa cae sobre ${hit}; elige otro`);
  await page.mouse.click(target.x, target.y);
  // Far apart in time too: two quick clicks would read as a double click (zoom).
  await page.waitForTimeout(350);
}

/** Turns a toolbar tool on; a second click would turn it off, so an active tool is left as it is. */
async function startTool(map: Locator, name: string): Promise<void> {
  const button = map.getByRole('button', { name });
  const isActive = await button.evaluate((element) =>
    element.closest('.button-container')?.classList.contains('active'),
  );
  if (!isActive) await button.click();
}

/**
 * Draws an outline through `points` with «Dibujar polígono» and closes it on its first corner. An outline
 * the editor refuses (it crosses itself) leaves the drawing open: press Escape or use «Cancelar» after.
 */
export async function drawPolygon(page: Page, points: [number, number][]): Promise<void> {
  if (points.length < 3) throw new Error('Un polígono necesita al menos 3 puntos');
  const map = await editorMap(page);
  await startTool(map, 'Dibujar polígono');
  for (const point of points) await clickAt(page, map, point);
  await clickAt(page, map, points[0] as [number, number]);
}

/** Places the marker at (x, y) with «Colocar marcador». */
export async function placeMarker(page: Page, x: number, y: number): Promise<void> {
  const map = await editorMap(page);
  await startTool(map, 'Colocar marcador');
  await clickAt(page, map, [x, y]);
}

/** Drags the marker (Leaflet's own icon) by (dx, dy) pixels. */
export async function dragMarker(page: Page, dx: number, dy: number): Promise<void> {
  const map = await editorMap(page);
  const marker = map.locator('.leaflet-marker-icon:not(.marker-icon)').first();
  const box = await marker.boundingBox();
  if (!box) throw new Error('No hay marcador en el mapa');
  // Leaflet's marker anchor is the tip of the pin: grab the pin's body.
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}
