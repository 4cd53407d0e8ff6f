import type { ProfileActivityItem, ProfileActivityResponse } from '@inmuebles/shared/users/profile-schemas';
import { desc, eq, sql } from 'drizzle-orm';
import { activityEvents, contactRequests, properties, type User } from '../db/schema/index.ts';
import type { ProfileDeps } from './deps.ts';

export const ACTIVITY_LIMIT = 10;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The Spanish line of one event ('Propiedad publicada: Casa en Miraflores'). */
export function describeActivity(kind: string, data: Record<string, unknown>): string {
  const title = text(data.title) || 'sin título';
  switch (kind) {
    case 'property_created':
      return `Propiedad creada: ${title}`;
    case 'property_updated':
      return `Propiedad actualizada: ${title}`;
    case 'property_published':
      return `Propiedad publicada: ${title}`;
    case 'property_archived':
      return `Propiedad archivada: ${title}`;
    case 'property_deleted':
      return `Propiedad eliminada: ${title}`;
    case 'contact_received':
      return `Nueva consulta de ${text(data.name) || 'un visitante'} sobre ${title}`;
    case 'company_updated':
      return 'Perfil de la empresa actualizado';
    default:
      return `Actividad: ${title}`;
  }
}

/**
 * The profile's statistics and recent activity: the user's company's properties, the sum of their views
 * and the contact requests it received, and its latest events. A user without a company has zeros and
 * sees only events they caused.
 */
export async function loadProfileActivity(deps: ProfileDeps, user: User): Promise<ProfileActivityResponse> {
  const { db } = deps;
  const companyId = user.companyId;
  const stats = { properties: 0, views: 0, contact_requests: 0 };
  if (companyId !== null) {
    const [[props], [contacts]] = await Promise.all([
      db
        .select({
          count: sql<number>`count(*)::int`,
          views: sql<number>`coalesce(sum(${properties.viewCount}), 0)::float8`.mapWith(Number),
        })
        .from(properties)
        .where(eq(properties.companyId, companyId)),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(contactRequests)
        .where(eq(contactRequests.companyId, companyId)),
    ]);
    stats.properties = props?.count ?? 0;
    stats.views = props?.views ?? 0;
    stats.contact_requests = contacts?.count ?? 0;
  }
  const rows = await db
    .select({
      id: activityEvents.id,
      kind: activityEvents.kind,
      data: activityEvents.data,
      createdAt: activityEvents.createdAt,
      propertyId: properties.id,
      propertySlug: properties.slug,
      propertyTitle: properties.title,
    })
    .from(activityEvents)
    .leftJoin(properties, eq(properties.id, activityEvents.propertyId))
    .where(companyId !== null ? eq(activityEvents.companyId, companyId) : eq(activityEvents.userId, user.id))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(ACTIVITY_LIMIT);
  const activity: ProfileActivityItem[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: describeActivity(row.kind, row.data ?? {}),
    property:
      row.propertyId !== null && row.propertySlug !== null && row.propertyTitle !== null
        ? { id: row.propertyId, slug: row.propertySlug, title: row.propertyTitle }
        : null,
    created_at: row.createdAt.toISOString(),
  }));
  return { stats, activity };
}
