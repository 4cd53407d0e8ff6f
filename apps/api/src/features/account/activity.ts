import type { ProfileActivityItem, ProfileActivityResponse } from '@inmuebles/shared/users/profile-schemas';
import { desc, eq, sql } from 'drizzle-orm';
import {
  activityEvents,
  contactRequests,
  properties,
  users,
  type User,
} from '../../platform/db/schema/index.ts';
import type { ProfileDeps } from './deps.ts';

const ACTIVITY_LIMIT = 10;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const roleNames: Record<string, string> = {
  agent: 'Agente',
  company_admin: 'Administrador de empresa',
  admin: 'Administrador',
};
const roleName = (value: unknown) => roleNames[text(value)] ?? text(value);

/**
 * The Spanish line of one event ('Propiedad publicada: Casa en Miraflores'). Team events name who made
 * them (`actor`, docs/product/teams.md) and whom they concern (the member's address, kept in `data`).
 */
function describeActivity(kind: string, data: Record<string, unknown>, actor = ''): string {
  const title = text(data.title) || 'sin título';
  const who = actor || 'Alguien';
  const email = text(data.email);
  switch (kind) {
    case 'member_invited':
      return `${who} invitó a ${email} como ${roleName(data.role)}`;
    case 'invitation_resent':
      return `${who} reenvió la invitación a ${email}`;
    case 'invitation_revoked':
      return `${who} revocó la invitación a ${email}`;
    case 'member_joined':
      return `${email} se unió al equipo como ${roleName(data.role)}`;
    case 'member_role_changed':
      return `${who} cambió el rol de ${email} a ${roleName(data.to)}`;
    case 'member_deactivated':
      return `${who} desactivó a ${email} y reasignó sus propiedades y consultas`;
    case 'member_reactivated':
      return `${who} reactivó a ${email}`;
    case 'property_agent_changed':
      return `${who} asignó a ${email} como agente a cargo de una propiedad`;
    case 'team_settings_updated':
      return data.agents_may_take_properties === true
        ? `${who} permitió que los agentes tomen propiedades a su cargo`
        : `${who} reservó la asignación de propiedades a los administradores`;
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
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(activityEvents)
    .leftJoin(properties, eq(properties.id, activityEvents.propertyId))
    .leftJoin(users, eq(users.id, activityEvents.userId))
    .where(companyId !== null ? eq(activityEvents.companyId, companyId) : eq(activityEvents.userId, user.id))
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(ACTIVITY_LIMIT);
  const activity: ProfileActivityItem[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: describeActivity(
      row.kind,
      row.data ?? {},
      `${row.actorFirstName ?? ''} ${row.actorLastName ?? ''}`.trim(),
    ),
    property:
      row.propertyId !== null && row.propertySlug !== null && row.propertyTitle !== null
        ? { id: row.propertyId, slug: row.propertySlug, title: row.propertyTitle }
        : null,
    created_at: row.createdAt.toISOString(),
  }));
  return { stats, activity };
}
