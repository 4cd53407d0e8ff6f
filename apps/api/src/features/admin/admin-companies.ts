import { ADMIN_PAGE_SIZE, trustMessages, type AdminCompany } from '@inmuebles/shared/trust/admin-schema';
import { agentRegistryMessages } from '@inmuebles/shared/trust/agent-registry';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { containsFolded } from '../../platform/db/text-match.ts';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import { companies, properties, sessions, users, type Company } from '../../platform/db/schema/index.ts';
import { now } from '../../platform/runtime/clock.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { adminPagination, recordAdminAction, type AdminActor } from './audit-log.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

// Spelled out with table names: drizzle leaves columns unqualified in a single-table select, and an
// unqualified "id" inside the subquery would be the inner table's.
const membersCount = sql<number>`(select count(*)::int from users u where u.company_id = "companies"."id")`;
const propertiesCount = sql<number>`(select count(*)::int from properties p where p.company_id = "companies"."id")`;

type Row = Company & { membersCount: number; propertiesCount: number };

function present(row: Row): AdminCompany {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    ruc: row.ruc,
    verified_at: iso(row.verifiedAt),
    agent_registry_number: row.agentRegistryNumber,
    agent_registry_verified_at: iso(row.agentRegistryVerifiedAt),
    suspended_at: iso(row.suspendedAt),
    suspended_reason: row.suspendedReason,
    members_count: row.membersCount,
    properties_count: row.propertiesCount,
    created_at: row.createdAt.toISOString(),
  };
}

const columns = { company: companies, membersCount, propertiesCount };

/** Companies by name or RUC, alphabetically. */
export async function listAdminCompanies(db: DbOrTx, query: { search?: string | undefined; page: number }) {
  const text = query.search?.trim();
  const where = text
    ? sql`(${containsFolded(sql`${companies.name}`, text)} or ${companies.ruc} like ${`${text}%`})`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return {
    companies: rows.map((r) =>
      present({ ...r.company, membersCount: r.membersCount, propertiesCount: r.propertiesCount }),
    ),
    pagination: adminPagination(query.page, total?.n ?? 0),
  };
}

async function loadAdminCompany(db: DbOrTx, id: number): Promise<AdminCompany> {
  const [row] = await db.select(columns).from(companies).where(eq(companies.id, id));
  if (!row) throw notFound(trustMessages.companyNotFound);
  return present({ ...row.company, membersCount: row.membersCount, propertiesCount: row.propertiesCount });
}

type CompanyAction =
  'verify' | 'unverify' | 'suspend' | 'reinstate' | 'verify_agent_registry' | 'unverify_agent_registry';

/** What the audit entry keeps of what was checked: the RUC, or the registry number. */
function auditDetails(company: Company, action: CompanyAction): Record<string, unknown> {
  if (action === 'verify') return { ruc: company.ruc };
  if (action === 'verify_agent_registry') return { agent_registry_number: company.agentRegistryNumber };
  return {};
}

/**
 * One console action on a company, with its audit entry, in one transaction (docs/product/trust-and-admin.md).
 * Suspending marks its properties out of the public catalogue and ends its members' sessions; reinstating
 * undoes both marks. Verifying its Registro del Agente Inmobiliario number (docs/product/owners.md §5) lets
 * its page show it; there must be a number to check. Nothing is deleted.
 */
export async function actOnCompany(
  db: Database,
  actor: AdminActor,
  companyId: number,
  action: CompanyAction,
  reason: string | null,
): Promise<AdminCompany> {
  await db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!company) throw notFound(trustMessages.companyNotFound);
    const at = now();
    if (action === 'verify') {
      await tx
        .update(companies)
        .set({ verifiedAt: at, verifiedById: actor.id })
        .where(eq(companies.id, companyId));
    } else if (action === 'unverify') {
      await tx
        .update(companies)
        .set({ verifiedAt: null, verifiedById: null })
        .where(eq(companies.id, companyId));
    } else if (action === 'verify_agent_registry' || action === 'unverify_agent_registry') {
      const verify = action === 'verify_agent_registry';
      if (verify && company.agentRegistryNumber === null)
        throw new AppError(409, 'conflict', agentRegistryMessages.companyNoNumber);
      await tx
        .update(companies)
        .set({ agentRegistryVerifiedAt: verify ? at : null })
        .where(eq(companies.id, companyId));
    } else {
      const suspend = action === 'suspend';
      await tx
        .update(companies)
        .set({ suspendedAt: suspend ? at : null, suspendedReason: suspend ? reason : null })
        .where(eq(companies.id, companyId));
      await tx
        .update(properties)
        .set({ companySuspended: suspend })
        .where(eq(properties.companyId, companyId));
      if (suspend) {
        const members = tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
        await tx
          .update(sessions)
          .set({ revokedAt: at })
          .where(and(inArray(sessions.userId, members), isNull(sessions.revokedAt)));
      }
    }
    await recordAdminAction(tx, actor, {
      action: `company.${action}`,
      target: { type: 'company', id: company.id, label: company.name },
      reason,
      details: auditDetails(company, action),
    });
  });
  return loadAdminCompany(db, companyId);
}
