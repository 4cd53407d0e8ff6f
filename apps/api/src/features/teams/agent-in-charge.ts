import { teamMessages } from '@inmuebles/shared/teams/team-schema';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { companies, properties, users } from '../../platform/db/schema/index.ts';
import { forbidden, notFound, unprocessable } from '../../platform/http/errors.ts';
import { findManagedProperty, type Manager } from '../properties/public.ts';
import { canManageTeam } from './authorization.ts';
import { recordTeamEvent } from './team-activity.ts';

/**
 * `PUT /properties/{id}/agent`: who is in charge of a property. A company_admin (or admin) names any active
 * member of the owning company; an agent may only take it for themself, and only when the company's
 * setting allows it. Another company's property is a 404 like every other management route.
 */
export async function setPropertyAgent(
  db: Database,
  user: Manager,
  idOrSlug: string,
  agentId: number,
): Promise<{ id: number; agent_id: number }> {
  const property = await findManagedProperty(db, idOrSlug, user);
  if (!property) throw notFound('Propiedad no encontrada');
  if (!canManageTeam(user, property.companyId)) {
    const [company] = await db
      .select({ allowed: companies.agentsMayTakeProperties })
      .from(companies)
      .where(eq(companies.id, property.companyId));
    if (agentId !== user.id || !company?.allowed) throw forbidden(teamMessages.agentForbidden);
  }
  const [agent] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.id, agentId),
        eq(users.companyId, property.companyId),
        inArray(users.role, ['agent', 'company_admin']),
        isNull(users.deactivatedAt),
      ),
    );
  if (!agent) throw unprocessable([`agent_id: ${teamMessages.agentInvalid}`]);
  await db.transaction(async (tx) => {
    await tx.update(properties).set({ agentId: agent.id }).where(eq(properties.id, property.id));
    await recordTeamEvent(tx, {
      companyId: property.companyId,
      actorId: user.id,
      kind: 'property_agent_changed',
      data: { slug: property.slug, agent_id: agent.id, email: agent.email },
    });
  });
  return { id: property.id, agent_id: agent.id };
}

/** `GET /companies/{id}/property_agents`: who is in charge of each of the company's properties (the list's select). */
export async function listPropertyAgents(db: Database, companyId: number) {
  const rows = await db
    .select({ property_id: properties.id, agent_id: properties.agentId })
    .from(properties)
    .where(eq(properties.companyId, companyId))
    .orderBy(properties.id);
  return { property_agents: rows };
}
