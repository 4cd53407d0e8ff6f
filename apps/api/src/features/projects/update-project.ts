import type { ProjectUpdateFields } from '@inmuebles/shared/projects/project-write-schema';
import { projectWriteMessages, unitTypeWriteMessages } from '@inmuebles/shared/projects/project-write-schema';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import { projects, type ProjectRow } from '../../platform/db/schema/index.ts';
import { unprocessable } from '../../platform/http/errors.ts';
import { resolvePropertyLocation, storedLocation } from '../properties/public.ts';
import { withinYearBands } from './load-project.ts';
import { checkDelivery, contentColumns, projectGeometry } from './project-columns.ts';
import { findUnitTypesOf } from './project-repository.ts';
import { findMiViviendaInForce } from '../mortgage/public.ts';

/** The location columns when the write names a place; the stored chain completes a partial one. */
function locationColumns(current: ProjectRow, fields: ProjectUpdateFields) {
  if (fields.region === undefined && fields.province === undefined && fields.district === undefined)
    return {};
  const stored = storedLocation(current);
  return resolvePropertyLocation(
    {
      region: fields.region ?? stored.region ?? '',
      province: fields.province ?? stored.province ?? '',
      district: fields.district ?? stored.district ?? '',
    },
    'project',
  );
}

/**
 * What a published project must have (docs/product/projects.md §5): at least one unit type, and, when it
 * says "Apto Bono MiVivienda" and the bands are kept, a unit type priced within them. Also refuses a total
 * of units below a unit type's units available.
 */
export async function checkProjectRules(db: DbOrTx, project: ProjectRow) {
  const unitTypes = await findUnitTypesOf(db, [project.id]);
  const errors: string[] = [];
  const highest = Math.max(0, ...unitTypes.map((unit) => unit.unitsAvailable));
  if (highest > project.totalUnits)
    errors.push(`project.total_units: ${unitTypeWriteMessages.unitsAboveTotal(project.totalUnits)}`);
  if (project.status === 'published') {
    if (unitTypes.length === 0) errors.push(`project.status: ${projectWriteMessages.noUnitTypes}`);
    else if (project.mivivienda) {
      const year = await findMiViviendaInForce(db);
      if (year !== null && !withinYearBands(year, unitTypes))
        errors.push(`project.mivivienda: ${projectWriteMessages.miviviendaOutOfBands}`);
    }
  }
  if (errors.length > 0) throw unprocessable(errors);
}

/**
 * `PATCH /projects/{id}`: the fields sent change, checked with the stored ones (the delivery date against
 * the stage, the rules of a published project); all or nothing. The slug never changes.
 */
export async function updateProject(
  db: Database,
  current: ProjectRow,
  fields: ProjectUpdateFields,
): Promise<void> {
  const location = locationColumns(current, fields);
  const geometry = projectGeometry(fields, current);
  const content = Object.fromEntries(
    Object.entries(contentColumns(fields)).filter(([, value]) => value !== undefined),
  ) as Partial<ProjectRow>;
  const next: ProjectRow = {
    ...current,
    ...content,
    ...location,
    ...geometry,
    status: fields.status ?? current.status,
  };
  if (fields.stage !== undefined || fields.delivery_month !== undefined || fields.delivery_year !== undefined)
    checkDelivery(next);
  await db.transaction(async (tx) => {
    await checkProjectRules(tx, next);
    const changes = { ...content, ...location, ...geometry };
    const statusChange =
      fields.status !== undefined && fields.status !== current.status
        ? {
            status: fields.status,
            ...(fields.status === 'published' && current.publishedAt === null
              ? { publishedAt: sql`now()` }
              : {}),
          }
        : {};
    if (Object.keys(changes).length === 0 && Object.keys(statusChange).length === 0) return;
    await tx
      .update(projects)
      .set({ ...changes, ...statusChange })
      .where(eq(projects.id, current.id));
  });
}
