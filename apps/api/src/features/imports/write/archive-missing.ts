import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { updateManagedProperty, type Manager } from '../../properties/public.ts';

/*
 * "Archivar los avisos que no están en el archivo": the company's properties that carry a reference code
 * (imported, or keyed by one) and that no row of the run names, archived one transaction each through the
 * editor's own status change. Properties without a code were never part of an import and are left alone.
 * Already-archived ones are not counted again, so a resumed run archives each property once.
 */

const BATCH = 100;

export async function archiveMissingProperties(
  db: Database,
  user: Manager,
  run: { id: number; companyId: number },
): Promise<void> {
  for (;;) {
    const { rows } = await db.execute<{ id: number }>(sql`
      select p.id from properties p
      where p.company_id = ${run.companyId} and p.reference_code is not null and p.status <> 'archived'
        and not exists (
          select 1 from import_rows r where r.run_id = ${run.id} and r.reference_code = p.reference_code)
      order by p.id limit ${BATCH}`);
    if (rows.length === 0) return;
    for (const { id } of rows) {
      await db.transaction(async (tx) => {
        const archived = await updateManagedProperty(tx, user, String(id), {
          property: { status: 'archived' },
        });
        if (archived === undefined) throw new Error(`import ${run.id}: property ${id} not manageable`);
        await tx.execute(sql`update import_runs set archived_rows = archived_rows + 1 where id = ${run.id}`);
      });
    }
  }
}
