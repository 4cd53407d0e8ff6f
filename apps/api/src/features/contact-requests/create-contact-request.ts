import type { ContactRequestData } from '@inmuebles/shared/properties/contact-request-schema';
import { eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import { activityEvents, companies, contactRequests, properties } from '../../platform/db/schema/index.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { contactRequestMessage } from './contact-request-email.ts';
import type { AcceptableFormToken } from './form-token.ts';
import { spendContactFormToken } from './form-token-claims.ts';
import { findInquiryRecipients } from './recipients.ts';
import { isForeignKeyViolation } from '../../platform/db/postgres-errors.ts';

export interface NewContactRequest {
  property: { id: number; companyId: number };
  /** Null for a guest. */
  senderUserId: number | null;
  /** A guest's form token, spent with the enquiry; null for a signed-in sender. */
  formToken: AcceptableFormToken | null;
  data: ContactRequestData;
  publicUrl: string;
}

/** The sender's words as the enquiry's columns, whatever the enquiry is about. */
export function senderColumns(data: ContactRequestData) {
  return { name: data.name, email: data.email, phone: data.phone, message: data.message };
}

export interface CreatedContactRequest {
  id: number;
  createdAt: Date;
}

/** The property's counter, and what the e-mail and the activity feed name it by. */
async function countContact(tx: DbOrTx, propertyId: number) {
  const [row] = await tx
    .update(properties)
    // Engagement, not an edit of the listing: updated_at keeps its value.
    .set({ contactCount: sql`${properties.contactCount} + 1`, updatedAt: sql`${properties.updatedAt}` })
    .where(eq(properties.id, propertyId))
    .returning({ title: properties.title, slug: properties.slug, agentId: properties.agentId });
  return row;
}

/**
 * Stores a contact request and everything it causes, in one transaction: the row (in the company's inbox),
 * the property's contact counter (a ranking signal), the company's activity event and one outbox e-mail
 * per opted-in member, and a guest's form token spent. Either all of it happens or none. Null when the
 * property was deleted after the caller looked it up (the caller answers 404); `contactRefused` when the
 * form token was spent already. After it resolves, call `app.mail.nudge()`.
 */
export async function createContactRequest(
  db: Database,
  input: NewContactRequest,
): Promise<CreatedContactRequest | null> {
  try {
    return await db.transaction(async (tx) => {
      const { property, data } = input;
      const counted = await countContact(tx, property.id);
      if (!counted) return null;
      if (input.formToken) await spendContactFormToken(tx, input.formToken);
      const [created] = await tx
        .insert(contactRequests)
        .values({
          propertyId: property.id,
          companyId: property.companyId,
          userId: input.senderUserId,
          // The lead goes to the agent in charge of the property when it arrives.
          agentId: counted.agentId,
          ...senderColumns(data),
        })
        .returning({ id: contactRequests.id, createdAt: contactRequests.createdAt });
      if (!created) return null;
      await tx.insert(activityEvents).values({
        companyId: property.companyId,
        // The event belongs to the company's feed; the sender is not one of its users.
        userId: null,
        propertyId: property.id,
        kind: 'contact_received',
        data: { title: counted.title, slug: counted.slug, name: data.name, contact_request_id: created.id },
      });
      const [company] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, property.companyId));
      for (const recipient of await findInquiryRecipients(tx, property.companyId, counted.agentId)) {
        const message = contactRequestMessage({
          to: recipient.email,
          recipientFirstName: recipient.firstName,
          companyName: company?.name ?? 'tu empresa',
          isOwner: recipient.isOwner,
          property: counted,
          sender: data,
          publicUrl: input.publicUrl,
        });
        await enqueueEmail(tx, message);
      }
      return created;
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) return null;
    throw err;
  }
}
