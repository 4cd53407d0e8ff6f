import { and, eq, sql } from 'drizzle-orm';
import { projectUnitTypes, projects, type UnitTypeRow } from '../../platform/db/schema/index.ts';
import { floorPlanBaseKey } from '../../platform/media/keys.ts';
import { processPhoto } from '../../platform/media/process-image.ts';
import {
  processedPhotoFiles,
  removePhotoFiles,
  writePhotoFiles,
  type MediaDeps,
} from '../properties/public.ts';

/** Points the unit type at `key` (or none) and marks the project edited; false when the row is gone. */
async function setFloorPlanKey(deps: MediaDeps, unitType: UnitTypeRow, key: string | null) {
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(projectUnitTypes)
      .set({ floorPlanKey: key, updatedAt: sql`now()` })
      .where(and(eq(projectUnitTypes.id, unitType.id), eq(projectUnitTypes.projectId, unitType.projectId)))
      .returning({ id: projectUnitTypes.id });
    await tx
      .update(projects)
      .set({ updatedAt: sql`now()` })
      .where(eq(projects.id, unitType.projectId));
    return rows.length > 0;
  });
}

/**
 * `PUT /projects/{id}/unit_types/{unitTypeId}/floor_plan`: a floor plan image through the photo pipeline
 * (bytes checked, EXIF dropped, renditions), replacing the one before, whose files go after the commit.
 * False when the unit type vanished meanwhile (its new files are removed again).
 */
export async function setUnitTypeFloorPlan(
  deps: MediaDeps,
  unitType: UnitTypeRow,
  data: Buffer,
): Promise<boolean> {
  const image = await processPhoto(data);
  const baseKey = floorPlanBaseKey(unitType.projectId);
  let stored = false;
  try {
    await writePhotoFiles(deps.storage, processedPhotoFiles(baseKey, image));
    stored = await setFloorPlanKey(deps, unitType, baseKey);
  } finally {
    if (!stored) await removePhotoFiles(deps, baseKey);
  }
  if (!stored) return false;
  if (unitType.floorPlanKey) await removePhotoFiles(deps, unitType.floorPlanKey);
  return true;
}

/** `DELETE .../floor_plan`: the unit type keeps no plan; the files go after the commit. */
export async function removeUnitTypeFloorPlan(deps: MediaDeps, unitType: UnitTypeRow): Promise<void> {
  if (!unitType.floorPlanKey) return;
  if (await setFloorPlanKey(deps, unitType, null)) await removePhotoFiles(deps, unitType.floorPlanKey);
}
