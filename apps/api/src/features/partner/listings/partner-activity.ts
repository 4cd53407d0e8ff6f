import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { apiKeys, partnerActivity, type PartnerActivityAction } from '../../../platform/db/schema/index.ts';
import type { PartnerCaller } from '../partner-auth.ts';

/** What the Integraciones page shows of the keys' writes. */
const ACTIVITY_SHOWN = 50;

export async function recordPartnerActivity(
  db: DbOrTx,
  caller: PartnerCaller,
  action: PartnerActivityAction,
  reference: string,
  propertyId: number,
): Promise<void> {
  await db
    .insert(partnerActivity)
    .values({ companyId: caller.companyId, apiKeyId: caller.keyId, action, reference, propertyId });
}

/** The company's latest partner writes, with the key's name. */
export async function listPartnerActivity(db: DbOrTx, companyId: number) {
  const rows = await db
    .select({
      id: partnerActivity.id,
      action: partnerActivity.action,
      reference: partnerActivity.reference,
      propertyId: partnerActivity.propertyId,
      keyName: apiKeys.name,
      createdAt: partnerActivity.createdAt,
    })
    .from(partnerActivity)
    .leftJoin(apiKeys, eq(apiKeys.id, partnerActivity.apiKeyId))
    .where(eq(partnerActivity.companyId, companyId))
    .orderBy(desc(partnerActivity.id))
    .limit(ACTIVITY_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    reference: row.reference,
    property_id: row.propertyId,
    key_name: row.keyName,
    created_at: row.createdAt.toISOString(),
  }));
}
