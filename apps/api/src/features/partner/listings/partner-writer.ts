import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { users } from '../../../platform/db/schema/index.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import type { Manager } from '../../properties/public.ts';
import type { PartnerCaller } from '../partner-auth.ts';

/**
 * In whose name a key writes: its creator, as the company's admin; when that account is gone, the company's
 * longest-standing company_admin (the properties need a creator and the editor's services an actor).
 */
export async function partnerWriter(db: DbOrTx, caller: PartnerCaller): Promise<Manager> {
  if (caller.actor) return caller.actor;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, caller.companyId), eq(users.role, 'company_admin')))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) throw forbidden('La empresa no tiene un administrador que firme los cambios de esta clave');
  return { id: admin.id, role: 'company_admin', companyId: caller.companyId };
}
