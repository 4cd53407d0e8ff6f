import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { alias } from 'drizzle-orm/pg-core';
import { contactRequests, projects, properties, users } from '../../platform/db/schema/index.ts';

const agents = alias(users, 'agents');

/*
 * The company's inbox: contact requests received about its properties and projects (contact_requests.company_id is
 * copied from the property when the request is stored, so the inbox reads one indexed range).
 */

const contactRequestColumns = {
  id: contactRequests.id,
  companyId: contactRequests.companyId,
  name: contactRequests.name,
  email: contactRequests.email,
  phone: contactRequests.phone,
  message: contactRequests.message,
  readAt: contactRequests.readAt,
  createdAt: contactRequests.createdAt,
  propertyId: properties.id,
  propertySlug: properties.slug,
  propertyTitle: properties.title,
  projectId: projects.id,
  projectSlug: projects.slug,
  projectName: projects.name,
  unitTypeName: contactRequests.unitTypeName,
  agentId: contactRequests.agentId,
  agentFirstName: agents.firstName,
  agentLastName: agents.lastName,
  agentEmail: agents.email,
};

export interface ContactRequestPageRequest {
  page: number;
  perPage: number;
  unreadOnly: boolean;
  /** Only the leads in this member's charge ("Mis consultas"). */
  agentId?: number | undefined;
}

/** One page of the inbox, newest first, with the total for the filter and the unread count of the inbox. */
export async function findContactRequestPage(
  db: DbOrTx,
  companyId: number,
  request: ContactRequestPageRequest,
) {
  const ofCompany = and(
    eq(contactRequests.companyId, companyId),
    request.agentId === undefined ? undefined : eq(contactRequests.agentId, request.agentId),
  );
  const unread = and(ofCompany, isNull(contactRequests.readAt));
  const where: SQL | undefined = request.unreadOnly ? unread : ofCompany;
  const count = (condition: SQL | undefined) =>
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(contactRequests)
      .where(condition);
  const [rows, [total], [unreadTotal]] = await Promise.all([
    db
      .select(contactRequestColumns)
      .from(contactRequests)
      .leftJoin(properties, eq(properties.id, contactRequests.propertyId))
      .leftJoin(projects, eq(projects.id, contactRequests.projectId))
      .leftJoin(agents, eq(agents.id, contactRequests.agentId))
      .where(where)
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(request.perPage)
      .offset((request.page - 1) * request.perPage),
    count(where),
    request.unreadOnly ? count(where) : count(unread),
  ]);
  return { rows, totalCount: total?.count ?? 0, unreadCount: unreadTotal?.count ?? 0 };
}

export type ContactRequestRow = Awaited<ReturnType<typeof findContactRequestPage>>['rows'][number];

export async function findContactRequestById(db: DbOrTx, id: number): Promise<ContactRequestRow | undefined> {
  const [row] = await db
    .select(contactRequestColumns)
    .from(contactRequests)
    .leftJoin(properties, eq(properties.id, contactRequests.propertyId))
    .leftJoin(projects, eq(projects.id, contactRequests.projectId))
    .leftJoin(agents, eq(agents.id, contactRequests.agentId))
    .where(eq(contactRequests.id, id));
  return row;
}

/**
 * Marks a contact request read (keeping the moment it was first read) or unread again. Its new `readAt`, or undefined
 * when it no longer exists.
 */
export async function setContactRequestRead(
  db: DbOrTx,
  id: number,
  read: boolean,
): Promise<{ readAt: Date | null } | undefined> {
  const [updated] = await db
    .update(contactRequests)
    .set({ readAt: read ? sql`coalesce(${contactRequests.readAt}, now())` : null })
    .where(eq(contactRequests.id, id))
    .returning({ readAt: contactRequests.readAt });
  return updated;
}
