import { z } from 'zod';
import type { LngLat } from '../geo/polygon.ts';
import { bboxField, zoneField, type Bbox } from '../properties/map-query.ts';
import type { FilterSet } from './filter-codec.ts';
import { filterRanges, filterRegistry, type FilterKey, type FilterValueOf } from './filter-registry.ts';
import { splitChoices, type FilterRule } from './filter-values.ts';

/*
 * The API's zod fields of the filters, built from the registry's rules: the query schemas of the listing,
 * the map, the company page and the management list spread `filterFields(set)` of their filter set.
 * Values arrive as URL strings (a saved search's as JSON numbers and booleans), so numbers are coerced,
 * and a blank value, or 'all' for a choice (the selects' "Todos"), means "not given": a cleared filter must
 * show everything rather than fail.
 */

/** '' and whitespace-only strings become undefined, so the field's default or optionality applies. */
export const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const choiceAbsent = (value: unknown) => (value === 'all' ? undefined : blankAsAbsent(value));

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsAbsent, schema.optional());

function fieldOf(rule: FilterRule): z.ZodType {
  switch (rule.type) {
    case 'choice': {
      const values = z.enum(rule.values as [string, ...string[]], { error: rule.message });
      return z.preprocess(choiceAbsent, rule.fallback ? values.default(rule.fallback) : values.optional());
    }
    case 'choices': {
      // A URL's 'pool,elevator', or a saved search's JSON list; none chosen is no filter.
      const toList = (value: unknown) => {
        const list = typeof value === 'string' ? splitChoices(value) : value;
        return Array.isArray(list) && list.length === 0 ? undefined : list;
      };
      return z.preprocess(
        toList,
        z
          .array(z.enum(rule.values as [string, ...string[]], { error: rule.message }), {
            error: rule.message,
          })
          .transform((chosen) => rule.values.filter((value) => chosen.includes(value)))
          .optional(),
      );
    }
    case 'amount':
      return optional(
        z.coerce
          .number({ error: `${rule.label} debe ser un número` })
          .min(0, `${rule.label} no puede ser negativo`)
          .max(rule.max, `${rule.label} es demasiado grande`),
      );
    case 'count':
      return optional(
        z.coerce
          .number({ error: rule.message })
          .int(rule.message)
          .min(1, rule.message)
          .max(rule.max, rule.message),
      );
    case 'flag':
      // A real boolean too: a saved search keeps its flags as JSON booleans.
      return optional(
        z
          .union([z.boolean(), z.enum(['true', 'false'])], { error: rule.message })
          .transform((value) => value === true || value === 'true'),
      );
    case 'text':
      return optional(z.string().trim().max(rule.max, rule.message));
    case 'bbox':
      return optional(bboxField);
    case 'zone':
      return optional(zoneField);
  }
}

/** What the API reads filter K as, where it differs from the screens' value (filter-values.ts). */
type ApiValue<K extends FilterKey> = K extends 'bbox'
  ? Bbox
  : K extends 'within'
    ? LngLat[]
    : FilterValueOf<K> extends true
      ? boolean
      : FilterValueOf<K>;

/** The field of filter K: optional, except a choice with a fallback (the currency), which is always set. */
export type FilterField<K extends FilterKey> = K extends 'currency'
  ? z.ZodDefault<z.ZodType<ApiValue<K>, unknown>>
  : z.ZodOptional<z.ZodType<ApiValue<K>, unknown>>;

/** The API's zod field of one filter. */
export const filterField = <K extends FilterKey>(key: K) =>
  fieldOf(filterRegistry[key].value.rule) as unknown as FilterField<K>;

/** The zod fields of a list's filters, to spread into its query schema. */
export function filterFields<K extends FilterKey>(set: FilterSet<K>): { [P in K]: FilterField<P> } {
  return Object.fromEntries(set.keys.map((key) => [key, filterField(key)])) as {
    [P in K]: FilterField<P>;
  };
}

/** The query schemas' `.check`: a range's maximum may not be below its minimum (when both are given). */
export function checkRanges(ctx: { value: Record<string, unknown>; issues: z.core.$ZodRawIssue[] }) {
  for (const range of filterRanges) {
    const min = ctx.value[range.min];
    const max = ctx.value[range.max];
    if (typeof min === 'number' && typeof max === 'number' && max < min) {
      ctx.issues.push({ code: 'custom', input: max, path: [range.max], message: range.message });
    }
  }
}
