import {
  ADMIN_PAGE_SIZE,
  trustMessages,
  type AdminProperty,
  type AdminReport,
} from '@inmuebles/shared/trust/admin-schema';
import type { ReportReason } from '@inmuebles/shared/trust/report-schema';
import { registryLine } from '@inmuebles/shared/trust/registry-offices';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { containsFolded } from '../../platform/db/text-match.ts';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import { companies, properties, propertyReports } from '../../platform/db/schema/index.ts';
import { now } from '../../platform/runtime/clock.ts';
import { notFound } from '../../platform/http/errors.ts';
import { adminPagination, recordAdminAction, type AdminActor } from './audit-log.ts';
import { isReviewAction, reviewOwnerListing } from './owner-review.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const openReports = sql<number>`(select count(*)::int from ${propertyReports} r where r.property_id = ${properties.id} and r.resolved_at is null)`;
const lastReportAt = sql<
  string | null
>`(select max(r.created_at) from ${propertyReports} r where r.property_id = ${properties.id})`;

const columns = {
  id: properties.id,
  title: properties.title,
  slug: properties.slug,
  status: properties.status,
  visibility: properties.visibility,
  hiddenAt: properties.hiddenAt,
  hiddenReason: properties.hiddenReason,
  createdAt: properties.createdAt,
  ownerUserId: properties.ownerUserId,
  reviewStatus: properties.reviewStatus,
  reviewReason: properties.reviewReason,
  registryOffice: properties.registryOffice,
  registryNumber: properties.registryNumber,
  registryVerifiedAt: properties.registryVerifiedAt,
  companyKind: companies.kind,
  companyId: companies.id,
  companyName: companies.name,
  companySlug: companies.slug,
  openReports,
  lastReportAt,
};

const selectProperties = (db: DbOrTx) =>
  db.select(columns).from(properties).innerJoin(companies, eq(companies.id, properties.companyId));
type Row = Awaited<ReturnType<typeof selectProperties>>[number];

function present(row: Row): AdminProperty {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
    visibility: row.visibility,
    company: { id: row.companyId, name: row.companyName, slug: row.companySlug },
    open_reports: row.openReports,
    last_report_at: row.lastReportAt ? new Date(row.lastReportAt).toISOString() : null,
    hidden_at: iso(row.hiddenAt),
    hidden_reason: row.hiddenReason,
    created_at: row.createdAt.toISOString(),
    advertiser: row.companyKind === 'owner' ? 'owner' : 'agency',
    review_status: row.reviewStatus,
    review_reason: row.reviewReason,
    registry:
      row.registryNumber && row.registryOffice ? registryLine(row.registryNumber, row.registryOffice) : null,
    registry_verified_at: iso(row.registryVerifiedAt),
  };
}

/**
 * Properties of every company by title, company or id; those with open reports first (most reported
 * first), then the newest (docs/product/trust-and-admin.md).
 */
export async function listAdminProperties(db: DbOrTx, query: { search?: string | undefined; page: number }) {
  const text = query.search?.trim();
  const byId = text && /^\d{1,9}$/.test(text) ? sql` or ${properties.id} = ${Number(text)}` : sql``;
  const where = text
    ? sql`(${containsFolded(sql`${properties.title}`, text)} or ${containsFolded(sql`${companies.name}`, text)}${byId})`
    : undefined;
  const [rows, [total]] = await Promise.all([
    selectProperties(db)
      .where(where)
      .orderBy(desc(openReports), desc(properties.createdAt), desc(properties.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(properties)
      .innerJoin(companies, eq(companies.id, properties.companyId))
      .where(where),
  ]);
  return { properties: rows.map(present), pagination: adminPagination(query.page, total?.n ?? 0) };
}

/**
 * "Por revisar": the owners' listings waiting for an admin (docs/product/owners.md), the oldest first, so
 * none waits longer than it must.
 */
export async function listPendingReviews(db: DbOrTx, query: { page: number }) {
  const pending = eq(properties.reviewStatus, 'pending');
  const [rows, [total]] = await Promise.all([
    selectProperties(db)
      .where(pending)
      .orderBy(asc(properties.updatedAt), asc(properties.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(properties).where(pending),
  ]);
  return { properties: rows.map(present), pagination: adminPagination(query.page, total?.n ?? 0) };
}

async function loadAdminProperty(db: DbOrTx, id: number): Promise<AdminProperty> {
  const [row] = await selectProperties(db).where(eq(properties.id, id));
  if (!row) throw notFound(trustMessages.propertyNotFound);
  return present(row);
}

/** Every report of a property with its comment (the admins read them; the company does not). */
export async function listAdminReports(db: DbOrTx, propertyId: number): Promise<AdminReport[]> {
  await loadAdminProperty(db, propertyId);
  const rows = await db
    .select()
    .from(propertyReports)
    .where(eq(propertyReports.propertyId, propertyId))
    .orderBy(desc(propertyReports.createdAt), desc(propertyReports.id));
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason as ReportReason,
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    resolved_at: iso(row.resolvedAt),
  }));
}

export type PropertyAction =
  'hide' | 'unhide' | 'resolve_reports' | 'approve' | 'reject' | 'verify_registry' | 'unverify_registry';

/** Hide (with the reason the company reads), show again, or close the open reports; audited. */
export async function actOnProperty(
  db: Database,
  actor: AdminActor,
  propertyId: number,
  action: PropertyAction,
  reason: string | null,
): Promise<AdminProperty> {
  await db.transaction(async (tx) => {
    const [property] = await tx
      .select({
        id: properties.id,
        title: properties.title,
        reviewStatus: properties.reviewStatus,
        registryNumber: properties.registryNumber,
      })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for('update');
    if (!property) throw notFound(trustMessages.propertyNotFound);
    const at = now();
    let details: Record<string, unknown> = {};
    if (isReviewAction(action)) {
      await reviewOwnerListing(tx, property, action, reason);
    } else if (action === 'hide' || action === 'unhide') {
      const hide = action === 'hide';
      await tx
        .update(properties)
        .set({ hiddenAt: hide ? at : null, hiddenReason: hide ? reason : null })
        .where(eq(properties.id, propertyId));
    } else {
      const resolved = await tx
        .update(propertyReports)
        .set({ resolvedAt: at, resolvedById: actor.id })
        .where(and(eq(propertyReports.propertyId, propertyId), isNull(propertyReports.resolvedAt)))
        .returning({ id: propertyReports.id });
      details = { reports: resolved.length };
    }
    await recordAdminAction(tx, actor, {
      action: `property.${action}`,
      target: { type: 'property', id: property.id, label: property.title },
      reason,
      details,
    });
  });
  return loadAdminProperty(db, propertyId);
}
