import { analyticsPeriodDays, type AnalyticsPeriod } from '@inmuebles/shared/companies/management-schema';
import type { AgentStats } from '@inmuebles/shared/teams/team-schema';
import { sql } from 'drizzle-orm';
import { addDays } from '../companies/public.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { limaDay } from '../../platform/runtime/lima-day.ts';

interface Row extends Record<string, unknown> {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  deactivated_at: Date | string | null;
  properties: number;
  views: number;
  favorites: number;
  leads: number;
}

/**
 * `GET /companies/{id}/agent_stats?period=`: per member, the properties in their charge today and, over the
 * period's Lima days (as the analytics count them), the views and new favourites of those properties and
 * the leads assigned to them. Counted by today's agent in charge: a reassigned property's history moves
 * with it, which is what a manager comparing who handles what wants.
 */
export async function loadAgentStats(
  db: DbOrTx,
  companyId: number,
  period: AnalyticsPeriod,
  at: Date = new Date(),
): Promise<AgentStats> {
  const to = limaDay(at);
  const from = addDays(to, 1 - analyticsPeriodDays[period]);
  const start = sql`(${from}::date::timestamp at time zone 'America/Lima')`;
  const end = sql`((${to}::date + 1)::timestamp at time zone 'America/Lima')`;
  const { rows } = await db.execute<Row>(sql`
    select u.id, u.first_name, u.last_name, u.email, u.deactivated_at,
      (select count(*)::int from properties p where p.agent_id = u.id and p.company_id = ${companyId}) as properties,
      (select count(*)::int from property_views pv join properties p on p.id = pv.property_id
        where p.agent_id = u.id and p.company_id = ${companyId}
          and pv.viewed_on between ${from}::date and ${to}::date) as views,
      (select count(*)::int from favorites f join properties p on p.id = f.property_id
        where p.agent_id = u.id and p.company_id = ${companyId}
          and f.created_at >= ${start} and f.created_at < ${end}) as favorites,
      (select count(*)::int from contact_requests c
        where c.agent_id = u.id and c.company_id = ${companyId}
          and c.created_at >= ${start} and c.created_at < ${end}) as leads
    from users u
    where u.company_id = ${companyId} and u.role in ('agent', 'company_admin')
    order by u.deactivated_at is not null, u.first_name, u.last_name, u.id
  `);
  return {
    period,
    agents: rows.map((r) => ({
      id: Number(r.id),
      name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.email,
      active: r.deactivated_at === null,
      properties: Number(r.properties),
      views: Number(r.views),
      favorites: Number(r.favorites),
      leads: Number(r.leads),
    })),
  };
}
