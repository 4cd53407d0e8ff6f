import {
  deliveryIssues,
  projectCreateFieldsSchema,
  unitTypeCreateFieldsSchema,
  unitTypeWriteMessages,
  type YearMonth,
} from '@inmuebles/shared/projects/project-write-schema';
import type { ProjectValues } from './project-values';
import { numberOf, projectBody, unitTypeBody } from './write-bodies';

/*
 * The editor's checks, with the server's own schemas and messages (packages/shared projects): what the
 * editor lets through, the API accepts, save the rules that need stored rows.
 */

/**
 * Messages by field: a project's field by its name ('delivery_year'), a unit type's as
 * 'unit_types.{row key}.{field}'; '' holds what belongs to no field.
 */
export type FieldErrors = Record<string, string>;

/** The key of a unit type row's field in FieldErrors. */
export const unitFieldKey = (rowKey: string, field: string) => `unit_types.${rowKey}.${field}`;

const first = (errors: FieldErrors, key: string, message: string) => {
  if (!errors[key]) errors[key] = message;
};

/** An admin without a company of their own creating a project must name its company. */
export const companyRequiredMessage = 'Elige la empresa del proyecto';

/**
 * Every problem of the values, as the API would name it; empty when the editor may save. `companyRequired`:
 * the user is an admin without a company creating a project, who must choose one.
 */
export function validateProject(
  values: ProjectValues,
  today: YearMonth,
  companyRequired = false,
): FieldErrors {
  const errors: FieldErrors = {};
  if (companyRequired && values.company_id === '') errors.company_id = companyRequiredMessage;
  const body = projectBody(values).project;
  const parsed = projectCreateFieldsSchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) first(errors, String(issue.path[0] ?? ''), issue.message);
  for (const [field, message] of deliveryIssues(
    {
      stage: body.stage,
      delivery_month: body.delivery_month ?? null,
      delivery_year: body.delivery_year ?? null,
    },
    today,
  ))
    first(errors, field, message);

  const total = numberOf(values.total_units);
  for (const row of values.unit_types) {
    const unit = unitTypeCreateFieldsSchema.safeParse(unitTypeBody(row).unit_type);
    if (!unit.success)
      for (const issue of unit.error.issues)
        first(errors, unitFieldKey(row.key, String(issue.path[0] ?? '')), issue.message);
    const available = numberOf(row.units_available);
    if (total !== undefined && Number.isInteger(total) && available !== undefined && available > total)
      first(errors, unitFieldKey(row.key, 'units_available'), unitTypeWriteMessages.unitsAboveTotal(total));
  }
  return errors;
}

/** The current month in Lima (UTC−5 all year), the one the server compares delivery dates with. */
export function limaYearMonth(now: Date = new Date()): YearMonth {
  const lima = new Date(now.getTime() - 5 * 60 * 60 * 1000);
  return { year: lima.getUTCFullYear(), month: lima.getUTCMonth() + 1 };
}
