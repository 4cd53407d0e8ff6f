import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  companies,
  projectPhotos,
  projects,
  projectUnitTypes,
  type ProjectRow,
} from '../../platform/db/schema/index.ts';

/*
 * Reading projects: one by id or slug (the editor and the public page), with its unit types, photos and
 * company. A project is public when published and its company is not suspended.
 */

/** Longer than any slug the app creates: such a path names nothing. */
const MAX_ID_OR_SLUG_LENGTH = 200;

/** Published and of a company not suspended, over `projects` joined with `companies`. */
export const projectIsPublic = sql`(${projects.status} = 'published' and ${companies.suspendedAt} is null)`;

/** The project a path segment names (digits: its id, else its slug), whatever its state. */
export async function findProjectByIdOrSlug(db: DbOrTx, idOrSlug: string): Promise<ProjectRow | undefined> {
  if (idOrSlug.length > MAX_ID_OR_SLUG_LENGTH) return undefined;
  const byId = /^\d{1,9}$/.test(idOrSlug);
  const [row] = await db
    .select()
    .from(projects)
    .where(byId ? eq(projects.id, Number(idOrSlug)) : eq(projects.slug, idOrSlug))
    .limit(1);
  return row;
}

/** A published project of a company not suspended, by slug (or id). */
export async function findPublicProject(db: DbOrTx, idOrSlug: string): Promise<ProjectRow | undefined> {
  const row = await findProjectByIdOrSlug(db, idOrSlug);
  if (!row || row.status !== 'published') return undefined;
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, row.companyId), isNull(companies.suspendedAt)));
  return company ? row : undefined;
}

/** A project's unit types in the editor's order (cards break price ties by it). */
const unitTypeOrder = [
  asc(projectUnitTypes.projectId),
  asc(projectUnitTypes.position),
  asc(projectUnitTypes.id),
];

export const findUnitTypesOf = (db: DbOrTx, projectIds: number[]) =>
  projectIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(projectUnitTypes)
        .where(inArray(projectUnitTypes.projectId, projectIds))
        .orderBy(...unitTypeOrder);

/** What a project card sums up of each unit type (project-cards.ts): rooms, area and price. */
export const findUnitTypeFiguresOf = (db: DbOrTx, projectIds: number[]) =>
  projectIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          projectId: projectUnitTypes.projectId,
          bedrooms: projectUnitTypes.bedrooms,
          areaMin: projectUnitTypes.areaMin,
          areaMax: projectUnitTypes.areaMax,
          priceFrom: projectUnitTypes.priceFrom,
          currency: projectUnitTypes.currency,
          pricePen: projectUnitTypes.pricePen,
        })
        .from(projectUnitTypes)
        .where(inArray(projectUnitTypes.projectId, projectIds))
        .orderBy(...unitTypeOrder);

export const findPhotosOf = (db: DbOrTx, projectIds: number[]) =>
  projectIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(projectPhotos)
        .where(inArray(projectPhotos.projectId, projectIds))
        .orderBy(asc(projectPhotos.projectId), asc(projectPhotos.position), asc(projectPhotos.id));

export async function findCompanyCard(db: DbOrTx, companyId: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  return company;
}
