import type { MortgageParametersWrite } from '@inmuebles/shared/mortgage/mortgage-parameters-schema';
import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { mortgageParameters, type MortgageParametersRow } from '../../platform/db/schema/index.ts';

/** The simulator's prefill in force: the latest row (the migration stores the first). */
export async function findParametersInForce(db: DbOrTx): Promise<MortgageParametersRow | undefined> {
  const [row] = await db.select().from(mortgageParameters).orderBy(desc(mortgageParameters.id)).limit(1);
  return row;
}

/** Stores new parameters, which are in force from now on; the previous ones stay as history. */
export async function insertParameters(
  db: DbOrTx,
  input: MortgageParametersWrite,
  userId: number,
): Promise<MortgageParametersRow> {
  const [row] = await db
    .insert(mortgageParameters)
    .values({
      teaPercent: String(input.tea_percent),
      rateDate: input.rate_date,
      rateSource: input.rate_source,
      desgravamenMonthlyPercent: String(input.desgravamen_monthly_percent),
      propertyInsuranceYearlyPercent: String(input.property_insurance_yearly_percent),
      createdById: userId,
    })
    .returning();
  if (!row) throw new Error('insertParameters: no row returned');
  return row;
}
