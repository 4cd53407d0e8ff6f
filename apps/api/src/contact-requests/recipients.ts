import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export interface InquiryRecipient {
  email: string;
  firstName: string | null;
}

/**
 * The company's members who receive property inquiries by e-mail: company_admin and agents with a confirmed
 * address (an unconfirmed one may be mistyped, and the message carries a buyer's contact data) who have
 * not turned off e-mail notifications or inquiries. Only an explicit JSON false opts out: a preference
 * never saved means the default, on.
 */
export function findInquiryRecipients(db: DbOrTx, companyId: number): Promise<InquiryRecipient[]> {
  const optedOut = (key: string) => sql`${users.notificationPreferences} -> ${key}::text = 'false'::jsonb`;
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(users.role, ['company_admin', 'agent']),
        isNotNull(users.emailConfirmedAt),
        sql`not coalesce(${optedOut('emailNotifications')}, false)`,
        sql`not coalesce(${optedOut('propertyInquiries')}, false)`,
      ),
    )
    .orderBy(users.id);
}
