import { IMPORT_FEED_MISSES_TO_ARCHIVE } from '@inmuebles/shared/imports/import-feed-schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { updateManagedProperty, type Manager } from '../../properties/public.ts';

/*
 * A feed's rule for listings it no longer carries (docs/product/imports.md, "Feed sync"): a property of the
 * company with a reference code that a successful sync does not name counts one miss; at two misses in a row
 * it is archived, through the editor's own status change. Named again, its count is forgotten. A feed that
 * could not be read counts nothing (it makes no run), so an outage of the agency's server archives nothing.
 * Each run counts a property once (`last_run_id`), so a resumed run does not count it twice.
 */

export async function archiveLongMissing(
  db: Database,
  user: Manager,
  run: { id: number; companyId: number; feedId: number },
): Promise<void> {
  await db.execute(sql`
    delete from import_feed_misses m using properties p, import_rows r
    where m.feed_id = ${run.feedId} and p.id = m.property_id
      and r.run_id = ${run.id} and r.reference_code = p.reference_code`);
  await db.execute(sql`
    insert into import_feed_misses (feed_id, property_id, misses, last_run_id)
    select ${run.feedId}, p.id, 1, ${run.id} from properties p
    where p.company_id = ${run.companyId} and p.reference_code is not null and p.status <> 'archived'
      and not exists (
        select 1 from import_rows r where r.run_id = ${run.id} and r.reference_code = p.reference_code)
    on conflict (feed_id, property_id) do update
      set misses = import_feed_misses.misses + 1, last_run_id = excluded.last_run_id
      where import_feed_misses.last_run_id <> excluded.last_run_id`);
  const { rows } = await db.execute<{ property_id: number }>(sql`
    select m.property_id from import_feed_misses m join properties p on p.id = m.property_id
    where m.feed_id = ${run.feedId} and m.misses >= ${IMPORT_FEED_MISSES_TO_ARCHIVE} and p.status <> 'archived'
    order by m.property_id`);
  for (const { property_id: id } of rows) {
    await db.transaction(async (tx) => {
      const archived = await updateManagedProperty(tx, user, String(id), {
        property: { status: 'archived' },
      });
      if (archived === undefined) throw new Error(`feed sync ${run.id}: property ${id} not manageable`);
      await tx.execute(
        sql`delete from import_feed_misses where feed_id = ${run.feedId} and property_id = ${id}`,
      );
      await tx.execute(sql`update import_runs set archived_rows = archived_rows + 1 where id = ${run.id}`);
    });
  }
}
