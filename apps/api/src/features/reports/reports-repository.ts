import type {
  CompanyReport,
  CompanyReportsResponse,
  ReportBody,
} from '@inmuebles/shared/trust/report-schema';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { properties, propertyReports } from '../../platform/db/schema/index.ts';

/** Stores a visitor's report; the reporter's id (a signed-in user) is kept for the admins only. */
export async function insertReport(
  db: DbOrTx,
  propertyId: number,
  body: { reason: ReportBody['reason']; comment?: string | null | undefined },
  reporterId: number | null,
): Promise<void> {
  await db.insert(propertyReports).values({
    propertyId,
    reason: body.reason,
    comment: body.comment ? body.comment : null,
    reporterId,
  });
}

/**
 * What the owning company sees (docs/product/trust-and-admin.md): each report's reason and date, never the
 * reporter nor the comment (which may name them), and the admin's reason when the property is hidden.
 */
export async function companyReports(db: DbOrTx, propertyId: number): Promise<CompanyReportsResponse> {
  const [rows, [property]] = await Promise.all([
    db
      .select()
      .from(propertyReports)
      .where(eq(propertyReports.propertyId, propertyId))
      .orderBy(desc(propertyReports.createdAt), desc(propertyReports.id)),
    db
      .select({ hiddenAt: properties.hiddenAt, hiddenReason: properties.hiddenReason })
      .from(properties)
      .where(eq(properties.id, propertyId)),
  ]);
  const reports: CompanyReport[] = rows.map((row) => ({
    id: row.id,
    reason: row.reason as CompanyReport['reason'],
    created_at: row.createdAt.toISOString(),
    resolved: row.resolvedAt !== null,
  }));
  const hidden = property?.hiddenAt
    ? { at: property.hiddenAt.toISOString(), reason: property.hiddenReason ?? '' }
    : null;
  return { reports, hidden };
}
