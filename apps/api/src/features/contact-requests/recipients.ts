import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { companies, users } from '../../platform/db/schema/index.ts';

export interface InquiryRecipient {
  email: string;
  firstName: string | null;
  /** The searcher who publishes the property as its owner, not a member of a company. */
  isOwner: boolean;
}

/**
 * Who receives a property inquiry by e-mail (docs/product/teams.md): the company's active company_admins
 * and the agent in charge of the property (`agentId`), or the owner of an owner's listing, each with a confirmed
 * address (an unconfirmed one may be mistyped, and the message carries a buyer's contact data) who have
 * not turned off e-mail notifications or inquiries. Only an explicit JSON false opts out: a preference
 * never saved means the default, on.
 */
export function findInquiryRecipients(
  db: DbOrTx,
  companyId: number,
  agentId: number | null,
): Promise<InquiryRecipient[]> {
  // An owner company's owner (docs/decisions.md "Owners"): the only person its enquiries reach.
  const ownerOf = sql`(select ${companies.ownerUserId} from ${companies} where ${companies.id} = ${companyId})`;
  const optedOut = (key: string) => sql`${users.notificationPreferences} -> ${key}::text = 'false'::jsonb`;
  return db
    .select({
      email: users.email,
      firstName: users.firstName,
      isOwner: sql<boolean>`${users.id} = ${ownerOf}`,
    })
    .from(users)
    .where(
      and(
        or(
          and(
            eq(users.companyId, companyId),
            or(eq(users.role, 'company_admin'), agentId === null ? undefined : eq(users.id, agentId)),
          ),
          eq(users.id, ownerOf),
        ),
        isNull(users.deactivatedAt),
        isNotNull(users.emailConfirmedAt),
        sql`not coalesce(${optedOut('emailNotifications')}, false)`,
        sql`not coalesce(${optedOut('propertyInquiries')}, false)`,
      ),
    )
    .orderBy(users.id);
}
