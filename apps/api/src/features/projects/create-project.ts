import type { ProjectCreateFields } from '@inmuebles/shared/projects/project-write-schema';
import { projectWriteMessages } from '@inmuebles/shared/projects/project-write-schema';
import { eq, like, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/postgres-errors.ts';
import { companies, projects, type User } from '../../platform/db/schema/index.ts';
import { AppError, forbidden, unprocessable } from '../../platform/http/errors.ts';
import { slugBase } from '../../platform/runtime/slug.ts';
import { resolvePropertyLocation } from '../properties/public.ts';
import { checkDelivery, contentColumns, projectGeometry } from './project-columns.ts';

export type ProjectManager = Pick<User, 'id' | 'role' | 'companyId'>;

const messages = {
  noCompany: 'No tienes una empresa asignada',
  otherCompany: 'No puedes crear proyectos para otra empresa',
  unknownCompany: 'project.company_id: Empresa no encontrada',
} as const;

/** Attempts when two creations race for the same slug (the unique index settles it). */
const SLUG_ATTEMPTS = 3;

/**
 * preValidation of `POST /projects`: a signed-in person without a company (a searcher) is refused with 403
 * before the body is read, as authorization comes before validation.
 */
export function refuseWithoutCompany(user: ProjectManager) {
  if (user.role === 'user' || (user.role !== 'admin' && user.companyId === null))
    throw forbidden(messages.noCompany);
}

/** A member creates for their own company; an admin for `company_id` when given, else their own. */
async function owningCompanyId(db: Database, user: ProjectManager, requested: number | undefined) {
  refuseWithoutCompany(user);
  if (user.role !== 'admin') {
    if (requested !== undefined && requested !== user.companyId) throw forbidden(messages.otherCompany);
    return user.companyId as number;
  }
  if (requested === undefined) {
    if (user.companyId === null) throw forbidden(messages.noCompany);
    return user.companyId;
  }
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, requested));
  if (!company) throw unprocessable([messages.unknownCompany]);
  return company.id;
}

/** The name's slug, or the first free of slug-2, slug-3... (a project's slug never changes). */
async function uniqueProjectSlug(db: DbOrTx, name: string): Promise<string> {
  const base = slugBase(name, 'proyecto');
  const rows = await db
    .select({ slug: projects.slug })
    .from(projects)
    .where(or(eq(projects.slug, base), like(projects.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
}

/**
 * `POST /projects`: a new project of the user's company (an admin's: any company). Publishing needs unit
 * types, so a new project is published only once it has some: a creation asking for it is a 422.
 */
export async function createProject(
  db: Database,
  user: ProjectManager,
  fields: ProjectCreateFields,
): Promise<number> {
  const companyId = await owningCompanyId(db, user, fields.company_id);
  const location = resolvePropertyLocation(fields, 'project');
  checkDelivery({
    stage: fields.stage,
    deliveryMonth: fields.delivery_month,
    deliveryYear: fields.delivery_year,
  });
  if (fields.status === 'published')
    throw unprocessable([`project.status: ${projectWriteMessages.noUnitTypes}`]);
  const geometry = projectGeometry(fields, null);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const slug = await uniqueProjectSlug(tx, fields.name);
        const [row] = await tx
          .insert(projects)
          .values({
            ...contentColumns(fields),
            ...location,
            ...geometry,
            name: fields.name,
            description: fields.description,
            stage: fields.stage,
            totalUnits: fields.total_units,
            addressLine: fields.address_line,
            companyId,
            createdById: user.id,
            slug,
            status: fields.status,
            publishedAt: fields.status === 'published' ? sql`now()` : null,
          })
          .returning({ id: projects.id });
        if (!row) throw new AppError(500, 'internal_error', 'Error interno del servidor');
        return row.id;
      });
    } catch (err) {
      if (attempt < SLUG_ATTEMPTS && isUniqueViolation(err, 'projects_slug_unique')) continue;
      throw err;
    }
  }
}
