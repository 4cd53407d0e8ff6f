import {
  unitTypeWriteMessages,
  type UnitTypeCreateFields,
  type UnitTypeUpdateFields,
} from '@inmuebles/shared/projects/project-write-schema';
import { ProjectLimits } from '@inmuebles/shared/projects/limits';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import {
  projects,
  projectUnitTypes,
  type ProjectRow,
  type UnitTypeRow,
} from '../../platform/db/schema/index.ts';
import { unprocessable } from '../../platform/http/errors.ts';
import { checkProjectRules } from './update-project.ts';
import { recordUnitTypePrice } from './unit-type-price-history.ts';
import { unitTypePricePen } from './unit-type-prices.ts';

/*
 * A project's unit types ("tipologías", docs/product/projects.md §3): created, changed and deleted by the
 * project's managers. The units available never exceed the project's total; a price change is recorded;
 * the last unit type of a published project cannot go (a published project always has one).
 */

const U = unitTypeWriteMessages;
const tooMany = `unit_type: Un proyecto puede tener como máximo ${ProjectLimits.maxUnitTypes} tipos de unidad`;
const lastOfPublished =
  'unit_type: Un proyecto publicado debe tener al menos un tipo de unidad; archívalo o pásalo a borrador primero';

function checkUnits(project: ProjectRow, unitsAvailable: number) {
  if (unitsAvailable > project.totalUnits)
    throw unprocessable([`unit_type.units_available: ${U.unitsAboveTotal(project.totalUnits)}`]);
}

const numeric = (value: number) => String(value);

export async function createUnitType(
  db: Database,
  project: ProjectRow,
  fields: UnitTypeCreateFields,
): Promise<number> {
  checkUnits(project, fields.units_available);
  return db.transaction(async (tx) => {
    // The project row locked: two creations at once cannot both pass the limit.
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, project.id)).for('update');
    const [existing] = await tx
      .select({ n: count() })
      .from(projectUnitTypes)
      .where(eq(projectUnitTypes.projectId, project.id));
    const n = existing?.n ?? 0;
    if (n >= ProjectLimits.maxUnitTypes) throw unprocessable([tooMany]);
    const [row] = await tx
      .insert(projectUnitTypes)
      .values({
        projectId: project.id,
        name: fields.name,
        bedrooms: fields.bedrooms,
        bathrooms: numeric(fields.bathrooms),
        areaMin: numeric(fields.area_min),
        areaMax: fields.area_max === null ? null : numeric(fields.area_max),
        priceFrom: numeric(fields.price_from),
        currency: fields.currency,
        pricePen: unitTypePricePen(numeric(fields.price_from), fields.currency),
        unitsAvailable: fields.units_available,
        position: n + 1,
      })
      .returning({ id: projectUnitTypes.id });
    if (!row) throw new Error('createUnitType: no row');
    await recordUnitTypePrice(tx, row.id);
    await tx
      .update(projects)
      .set({ updatedAt: sql`now()` })
      .where(eq(projects.id, project.id));
    return row.id;
  });
}

export async function findUnitType(
  db: Database,
  project: ProjectRow,
  unitTypeId: string,
): Promise<UnitTypeRow | undefined> {
  if (!/^\d{1,9}$/.test(unitTypeId)) return undefined;
  const [row] = await db
    .select()
    .from(projectUnitTypes)
    .where(and(eq(projectUnitTypes.id, Number(unitTypeId)), eq(projectUnitTypes.projectId, project.id)));
  return row;
}

export async function updateUnitType(
  db: Database,
  project: ProjectRow,
  current: UnitTypeRow,
  fields: UnitTypeUpdateFields,
): Promise<void> {
  const areaMin = fields.area_min ?? Number(current.areaMin);
  const areaMax =
    fields.area_max === undefined
      ? current.areaMax === null
        ? null
        : Number(current.areaMax)
      : fields.area_max;
  if (areaMax !== null && areaMax < areaMin) throw unprocessable([`unit_type.area_max: ${U.areaRange}`]);
  if (fields.units_available !== undefined) checkUnits(project, fields.units_available);
  const priceChanges = fields.price_from !== undefined || fields.currency !== undefined;
  const priceFrom = fields.price_from === undefined ? current.priceFrom : numeric(fields.price_from);
  const set = Object.fromEntries(
    Object.entries({
      name: fields.name,
      bedrooms: fields.bedrooms,
      bathrooms: fields.bathrooms === undefined ? undefined : numeric(fields.bathrooms),
      areaMin: fields.area_min === undefined ? undefined : numeric(fields.area_min),
      areaMax:
        fields.area_max === undefined
          ? undefined
          : fields.area_max === null
            ? null
            : numeric(fields.area_max),
      priceFrom: fields.price_from === undefined ? undefined : priceFrom,
      currency: fields.currency,
      pricePen: priceChanges ? unitTypePricePen(priceFrom, fields.currency ?? current.currency) : undefined,
      unitsAvailable: fields.units_available,
    }).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(set).length === 0) return;
  await db.transaction(async (tx) => {
    await tx.update(projectUnitTypes).set(set).where(eq(projectUnitTypes.id, current.id));
    await recordUnitTypePrice(tx, current.id);
    await checkProjectRules(tx, project);
    await tx
      .update(projects)
      .set({ updatedAt: sql`now()` })
      .where(eq(projects.id, project.id));
  });
}

/**
 * Deletes a unit type. Leads that asked about it keep the unit type's name in their own text, so nothing
 * they said is lost.
 */
export async function deleteUnitType(
  db: Database,
  project: ProjectRow,
  unitType: UnitTypeRow,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(projectUnitTypes).where(eq(projectUnitTypes.id, unitType.id));
    const [left] = await tx
      .select({ n: count() })
      .from(projectUnitTypes)
      .where(eq(projectUnitTypes.projectId, project.id));
    if (project.status === 'published' && (left?.n ?? 0) === 0) throw unprocessable([lastOfPublished]);
    await tx
      .update(projects)
      .set({ updatedAt: sql`now()` })
      .where(eq(projects.id, project.id));
  });
}
