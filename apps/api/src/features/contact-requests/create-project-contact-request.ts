import type { ContactRequestData } from '@inmuebles/shared/properties/contact-request-schema';
import type { Database } from '../../platform/db/client.ts';
import { activityEvents, companies, contactRequests } from '../../platform/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { contactRequestMessage } from './contact-request-email.ts';
import { senderColumns } from './create-contact-request.ts';
import type { AcceptableFormToken } from './form-token.ts';
import { spendContactFormToken } from './form-token-claims.ts';
import { findInquiryRecipients } from './recipients.ts';
import { isForeignKeyViolation } from '../../platform/db/postgres-errors.ts';

export interface NewProjectContactRequest {
  project: { id: number; companyId: number; name: string; slug: string; createdById: number | null };
  /** The unit type chosen under "Consultar", its name kept in the lead. */
  unitType: { id: number; name: string } | null;
  senderUserId: number | null;
  formToken: AcceptableFormToken | null;
  data: ContactRequestData;
  publicUrl: string;
}

/**
 * Stores a lead about a project (docs/product/projects.md §2.2) as a property's is stored: the row in the
 * company's inbox with the unit type's name, the activity event, the e-mails to the opted-in members and a
 * guest's form token spent, in one transaction. Null when the project was deleted meanwhile.
 */
export async function createProjectContactRequest(db: Database, input: NewProjectContactRequest) {
  try {
    return await db.transaction(async (tx) => {
      const { project, data, unitType } = input;
      if (input.formToken) await spendContactFormToken(tx, input.formToken);
      const [created] = await tx
        .insert(contactRequests)
        .values({
          projectId: project.id,
          unitTypeId: unitType?.id ?? null,
          unitTypeName: unitType?.name ?? null,
          companyId: project.companyId,
          userId: input.senderUserId,
          ...senderColumns(data),
        })
        .returning({ id: contactRequests.id, createdAt: contactRequests.createdAt });
      if (!created) return null;
      const title = unitType ? `${project.name} · ${unitType.name}` : project.name;
      await tx.insert(activityEvents).values({
        companyId: project.companyId,
        userId: null,
        propertyId: null,
        kind: 'contact_received',
        data: { title, slug: project.slug, name: data.name, contact_request_id: created.id },
      });
      const [company] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, project.companyId));
      for (const recipient of await findInquiryRecipients(tx, project.companyId, null)) {
        await enqueueEmail(
          tx,
          contactRequestMessage({
            to: recipient.email,
            recipientFirstName: recipient.firstName,
            companyName: company?.name ?? 'tu empresa',
            property: { title, slug: project.slug },
            project: true,
            sender: data,
            publicUrl: input.publicUrl,
          }),
        );
      }
      return created;
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) return null;
    throw err;
  }
}
