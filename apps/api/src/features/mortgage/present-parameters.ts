import type {
  MiViviendaYear,
  MortgageParameters,
} from '@inmuebles/shared/mortgage/mortgage-parameters-schema';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { MortgageParametersRow } from '../../platform/db/schema/index.ts';
import { findMiViviendaInForce } from './mivivienda-repository.ts';
import { findParametersInForce } from './parameters-repository.ts';

/** The simulator's prefill with the programme in force (`GET /mortgage_parameters`). */
export function presentParameters(
  row: MortgageParametersRow,
  mivivienda: MiViviendaYear | null,
): MortgageParameters {
  return {
    tea_percent: Number(row.teaPercent),
    rate_date: row.rateDate,
    rate_source: row.rateSource,
    desgravamen_monthly_percent: Number(row.desgravamenMonthlyPercent),
    property_insurance_yearly_percent: Number(row.propertyInsuranceYearlyPercent),
    mivivienda,
  };
}

/** The parameters in force, presented; undefined only when the table was emptied by hand. */
export async function mortgageParametersInForce(db: DbOrTx): Promise<MortgageParameters | undefined> {
  const [row, mivivienda] = await Promise.all([findParametersInForce(db), findMiViviendaInForce(db)]);
  return row ? presentParameters(row, mivivienda) : undefined;
}
