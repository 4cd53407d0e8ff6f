import type { PictureCategory } from '../kinds.ts';
import type { Rng } from '../prng.ts';
import { apartmentScene, houseScene, type Scene } from './buildings.ts';
import { officeScene, retailScene, warehouseScene } from './workplaces.ts';
import { interiorScene, workspaceScene } from './interior.ts';
import { jungleScene, landScene, lotScene } from './land.ts';

export type { Scene } from './buildings.ts';
export { coverSvg, logoSvg } from './branding.ts';
export { floorPlanScene } from './floor-plan.ts';

const SCENES: Record<PictureCategory, (rng: Rng) => Scene> = {
  apartment: apartmentScene,
  house: houseScene,
  office: officeScene,
  retail: retailScene,
  warehouse: warehouseScene,
  lot: lotScene,
  land: landScene,
  jungle: jungleScene,
  interior: interiorScene,
  workspace: workspaceScene,
};

/** One picture of the category; the same rng state always draws the same picture. */
export function renderScene(category: PictureCategory, rng: Rng): Scene {
  return SCENES[category](rng);
}
