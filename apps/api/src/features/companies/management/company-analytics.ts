import { sql } from 'drizzle-orm';
import {
  analyticsPeriodDays,
  type AnalyticsPeriod,
  type CompanyAnalytics,
} from '@inmuebles/shared/companies/management-schema';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { limaDay } from '../../../platform/runtime/lima-day.ts';

/*
 * `GET /companies/{id}/analytics`: views, new favourites and contact requests per calendar day in Peru
 * (America/Lima), for the last 7, 30 or 365 days ending today. generate_series supplies every day, so a
 * day without activity is a row of zeros. Views come from property_views.viewed_on (already a Lima day);
 * favourites and contacts from their created_at, converted to a Lima day. Contacts are counted by the
 * company that received them (contact_requests.company_id, what its inbox and stats count).
 */

interface Row extends Record<string, unknown> {
  date: string;
  views: number;
  favorites: number;
  contacts: number;
}

/** 'YYYY-MM-DD' moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const limaDayOf = (column: string) => sql.raw(`(${column} at time zone 'America/Lima')::date`);

export async function loadCompanyAnalytics(
  db: DbOrTx,
  companyId: number,
  period: AnalyticsPeriod,
  now: Date = new Date(),
): Promise<CompanyAnalytics> {
  const to = limaDay(now);
  const from = addDays(to, 1 - analyticsPeriodDays[period]);
  // The instants where the first day starts and the day after the last one starts, in Lima.
  const start = sql`(${from}::date::timestamp at time zone 'America/Lima')`;
  const end = sql`((${to}::date + 1)::timestamp at time zone 'America/Lima')`;
  const { rows } = await db.execute<Row>(sql`
    with days as (
      select day::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') as day
    ),
    views as (
      select day, sum(n)::int as n from (
        select pv.viewed_on as day, count(*)::int as n
        from property_views pv join properties p on p.id = pv.property_id
        where p.company_id = ${companyId} and pv.viewed_on between ${from}::date and ${to}::date
        group by 1
        union all
        -- Days older than the trend window, already folded into counts (features/retention/retention.ts).
        select d.viewed_on as day, sum(d.views)::int as n
        from property_view_days d join properties p on p.id = d.property_id
        where p.company_id = ${companyId} and d.viewed_on between ${from}::date and ${to}::date
        group by 1
      ) as both_tables
      group by 1
    ),
    favorites as (
      select ${limaDayOf('f.created_at')} as day, count(*)::int as n
      from favorites f join properties p on p.id = f.property_id
      where p.company_id = ${companyId} and f.created_at >= ${start} and f.created_at < ${end}
      group by 1
    ),
    contacts as (
      select ${limaDayOf('c.created_at')} as day, count(*)::int as n
      from contact_requests c
      where c.company_id = ${companyId} and c.created_at >= ${start} and c.created_at < ${end}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date,
           coalesce(views.n, 0)::int as views,
           coalesce(favorites.n, 0)::int as favorites,
           coalesce(contacts.n, 0)::int as contacts
    from days
    left join views on views.day = days.day
    left join favorites on favorites.day = days.day
    left join contacts on contacts.day = days.day
    order by days.day
  `);
  const series = rows.map((row) => ({
    date: row.date,
    views: Number(row.views),
    favorites: Number(row.favorites),
    contacts: Number(row.contacts),
  }));
  const totals = series.reduce(
    (sum, day) => ({
      views: sum.views + day.views,
      favorites: sum.favorites + day.favorites,
      contacts: sum.contacts + day.contacts,
    }),
    { views: 0, favorites: 0, contacts: 0 },
  );
  return { period, from, to, series, totals };
}
