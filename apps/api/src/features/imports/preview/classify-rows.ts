import {
  validateImportRow,
  describeFieldError,
  type ImportPlan,
} from '@inmuebles/shared/imports/validate-import-row';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { properties, type ImportRowOutcome } from '../../../platform/db/schema/index.ts';
import type { SourceRow } from '../read/source-row.ts';
import { planFingerprint } from './fingerprint.ts';

/*
 * The preview of a file: each row checked (validate-import-row, the editor's rules), codes repeated inside the
 * file refused on every row that repeats them, and the rest compared with the company's properties by
 * reference code: Nuevo (no property has the code), Sin cambios (the property was last imported from this
 * very row), Actualizado (anything else).
 */

export interface ClassifiedRow {
  rowNumber: number;
  referenceCode: string | null;
  outcome: ImportRowOutcome;
  errors: string[];
  plan: ImportPlan | null;
  fingerprint: string | null;
  propertyId: number | null;
}

const LOOKUP_BATCH = 1000;

/** The company's properties with these codes: code → id and the hash of their last import. */
async function existingByCode(db: DbOrTx, companyId: number, codes: string[]) {
  const found = new Map<string, { id: number; fingerprint: string | null }>();
  for (let start = 0; start < codes.length; start += LOOKUP_BATCH) {
    const rows = await db
      .select({
        id: properties.id,
        code: properties.referenceCode,
        fingerprint: properties.importFingerprint,
      })
      .from(properties)
      .where(
        and(
          eq(properties.companyId, companyId),
          isNotNull(properties.referenceCode),
          inArray(properties.referenceCode, codes.slice(start, start + LOOKUP_BATCH)),
        ),
      );
    for (const row of rows) if (row.code) found.set(row.code, { id: row.id, fingerprint: row.fingerprint });
  }
  return found;
}

const prefix = (rowNumber: number, message: string) => `Fila ${rowNumber}, ${message}`;

/** Checks every row (`rows` already counted and capped by the caller) for `companyId`. */
export async function classifyRows(
  db: DbOrTx,
  companyId: number,
  rows: readonly SourceRow[],
  today: string,
): Promise<ClassifiedRow[]> {
  const checked = rows.map(({ rowNumber, input }) => ({
    rowNumber,
    result: validateImportRow(input, today),
  }));
  const rowsByCode = new Map<string, number[]>();
  for (const { rowNumber, result } of checked) {
    const code = result.ok ? result.plan.referenceCode : result.referenceCode;
    if (code) rowsByCode.set(code, [...(rowsByCode.get(code) ?? []), rowNumber]);
  }
  const existing = await existingByCode(db, companyId, [...rowsByCode.keys()]);

  return checked.map(({ rowNumber, result }): ClassifiedRow => {
    const code = result.ok ? result.plan.referenceCode : result.referenceCode;
    const errors = result.ok ? [] : result.errors.map((e) => prefix(rowNumber, describeFieldError(e)));
    const sameCode = code ? (rowsByCode.get(code) ?? []) : [];
    if (sameCode.length > 1) {
      const others = sameCode.join(', ').replace(/, (\d+)$/, ' y $1');
      errors.unshift(prefix(rowNumber, `Código de referencia: «${code}» se repite en las filas ${others}`));
    }
    const property = code ? existing.get(code) : undefined;
    if (errors.length > 0 || !result.ok) {
      return {
        rowNumber,
        referenceCode: code,
        outcome: 'error',
        errors,
        plan: null,
        fingerprint: null,
        propertyId: property?.id ?? null,
      };
    }
    const fingerprint = planFingerprint(result.plan);
    const outcome = !property ? 'new' : property.fingerprint === fingerprint ? 'unchanged' : 'updated';
    return {
      rowNumber,
      referenceCode: code,
      outcome,
      errors,
      plan: result.plan,
      fingerprint,
      propertyId: property?.id ?? null,
    };
  });
}
