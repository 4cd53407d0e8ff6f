import { type PropertyCreateInput } from '@inmuebles/shared/properties/property-write-schema';
import { parsePropertyDetail } from '@inmuebles/shared/properties/property-detail-input';
import { eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../../platform/db/postgres-errors.ts';
import type { Database, Transaction } from '../../../platform/db/client.ts';
import { companies, properties } from '../../../platform/db/schema/index.ts';
import { AppError, forbidden, unprocessable } from '../../../platform/http/errors.ts';
import { recordPropertyEvents } from './activity.ts';
import { detailIssues } from './detail-issues.ts';
import { inSoles } from '../offer-prices.ts';
import { upsertDetailRow } from './detail-rows.ts';
import { syncRoomCountsOf } from './room-counts.ts';
import type { Manager } from './find-managed-property.ts';
import { contentColumns, geometryColumns } from './property-write-columns.ts';
import { resolvePropertyLocation } from './resolve-location.ts';
import { propertySlugBase, uniquePropertySlug } from './unique-slug.ts';

const createPropertyMessages = {
  noCompany: 'No tienes una empresa asignada',
  otherCompany: 'No puedes crear propiedades para otra empresa',
  unknownCompany: 'property.company_id: Empresa no encontrada',
} as const;

/** Attempts when two creations race for the same slug (the unique index settles it). */
const SLUG_ATTEMPTS = 3;

/**
 * The company that will own the new property. A member creates for their own company (naming another is a
 * 403); an admin for `company_id` when given, else for their own company. Nobody creates without one.
 */
async function owningCompanyId(db: Database, user: Manager, requested: number | undefined): Promise<number> {
  if (user.role !== 'admin') {
    if (user.companyId === null) throw forbidden(createPropertyMessages.noCompany);
    if (requested !== undefined && requested !== user.companyId)
      throw forbidden(createPropertyMessages.otherCompany);
    return user.companyId;
  }
  if (requested === undefined) {
    if (user.companyId === null) throw forbidden(createPropertyMessages.noCompany);
    return user.companyId;
  }
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, requested));
  if (!company) throw unprocessable([createPropertyMessages.unknownCompany]);
  return company.id;
}

/**
 * `POST /properties`: the property, its type-specific row and the activity line, in one transaction. The
 * slug comes from the title and is unique; a first publication stamps `published_at`. Returns the new id.
 * Throws 403 without a company, 422 for a location or detail the catalogue or the category refuses.
 */
export async function createManagedProperty(
  db: Database,
  user: Manager,
  input: PropertyCreateInput,
  imported?: ImportedColumns,
): Promise<number> {
  const companyId = await owningCompanyId(db, user, input.property.company_id);
  return insertProperty(db, user, input, async () => ({
    companyId,
    // The creator is in charge; an admin creating for another company leaves it to that company.
    agentId: user.companyId === companyId ? user.id : null,
    ownerUserId: null,
    status: input.property.status,
    reviewStatus: null,
    imported,
  }));
}

/**
 * What an import stores with a property it creates (features/imports): written by the insert itself, since
 * a second update of the new row would rewrite every index entry of the table once more.
 */
export interface ImportedColumns {
  referenceCode: string;
  importFingerprint: string;
  /** The file's publication date, instead of now, for a property created published. */
  publishedAt?: Date;
}

/** Whose the new property is and in which state it starts, decided inside the creating transaction. */
export interface NewPropertyTarget {
  companyId: number;
  agentId: number | null;
  ownerUserId: number | null;
  status: PropertyCreateInput['property']['status'];
  reviewStatus: 'pending' | null;
  imported?: ImportedColumns;
}

/**
 * The property, its type-specific row and the activity lines, in one transaction; `target` runs first in
 * it (an owner's company is locked and their limit counted there). Returns the new id.
 */
export async function insertProperty(
  db: Database,
  user: Manager,
  input: PropertyCreateInput,
  target: (tx: Transaction) => Promise<NewPropertyTarget>,
): Promise<number> {
  const { property: fields, property_detail_type: detailType } = input;
  const location = resolvePropertyLocation(fields);
  const detail = parsePropertyDetail(detailType, input.property_detail ?? {});
  if (!detail.success) throw unprocessable(detailIssues(detail.issues));
  const geometry = geometryColumns(fields, null);
  const base = propertySlugBase(fields.title);

  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const { companyId, agentId, ownerUserId, status, reviewStatus, imported } = await target(tx);
        const slug = await uniquePropertySlug(tx, base);
        const [row] = await tx
          .insert(properties)
          .values({
            ...contentColumns(fields),
            ...location,
            ...geometry,
            companyId,
            createdById: user.id,
            agentId,
            ownerUserId,
            reviewStatus,
            slug,
            title: fields.title,
            propertyDetailType: detailType,
            status,
            publishedAt: status === 'published' ? (imported?.publishedAt ?? sql`now()`) : null,
            referenceCode: imported?.referenceCode,
            importFingerprint: imported?.importFingerprint,
            // The search's price copy of a property without offers yet: its own price in soles (what
            // refreshPropertyPrices computes for it), written by the insert rather than by a second update.
            mainPricePen: inSoles(sql`${String(fields.price)}::numeric`, sql`${fields.currency}::currency`),
          })
          .returning({ id: properties.id });
        if (!row) throw new AppError(500, 'internal_error', 'Error interno del servidor');
        await upsertDetailRow(tx, row.id, detailType, detail.data);
        // The search's copies: room counts (and a house's pool and garden) from the detail.
        await syncRoomCountsOf(tx, row.id);
        const event = { companyId, userId: user.id, propertyId: row.id, title: fields.title, slug };
        await recordPropertyEvents(tx, [
          { ...event, kind: 'property_created', extra: { status } },
          ...(status === 'published'
            ? [{ ...event, kind: 'property_published' as const, extra: { status: 'published' } }]
            : []),
        ]);
        return row.id;
      });
    } catch (err) {
      if (attempt < SLUG_ATTEMPTS && isUniqueViolation(err, 'properties_slug_unique')) continue;
      throw err;
    }
  }
}
