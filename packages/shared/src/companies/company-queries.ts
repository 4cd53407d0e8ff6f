import { z } from 'zod';
import { checkRanges, filterField, filterFields } from '../filters/filter-schema.ts';
import { companyPageFilters } from '../filters/filter-sets.ts';
import { companyPropertySorts } from '../properties/enums.ts';
import { PageSizes, PropertyLimits } from '../properties/limits.ts';

/*
 * The queries of `GET /companies` and `GET /companies/{slug or id}/properties`. Values arrive as URL
 * strings, so numbers are coerced, and a blank value means "not given": the company page's filter bar
 * sends `?search=&location=` when a filter is cleared, and that must show everything rather than fail.
 */

/** Companies listed per page when the client does not say. */
export const companyListDefaultPerPage = 20;
/** Longest company-name search accepted. */
export const maxCompanySearchLength = 100;

const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalField = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsAbsent, schema.optional());

const integerField = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const pageField = z.preprocess(
  blankAsAbsent,
  integerField('La página debe ser un número entero mayor o igual a 1', 1, PropertyLimits.maxPage).default(1),
);

const perPageField = (fallback: number) =>
  z.preprocess(
    blankAsAbsent,
    integerField(
      `La cantidad por página debe ser un número entero entre 1 y ${PageSizes.max}`,
      1,
      PageSizes.max,
    ).default(fallback),
  );

const text = (message: string, max: number) => optionalField(z.string().trim().max(max, message));

/** Longer than any slug the app creates (80) or any id. */
export const maxExcludeLength = 120;

/** `GET /companies`: paging and an accent-insensitive search by name. */
export const companyListQuerySchema = z.object({
  page: pageField,
  per_page: perPageField(companyListDefaultPerPage),
  search: text(
    `La búsqueda no puede superar los ${maxCompanySearchLength} caracteres`,
    maxCompanySearchLength,
  ),
});
export type CompanyListQuery = z.output<typeof companyListQuerySchema>;
export type CompanyListQueryInput = z.input<typeof companyListQuerySchema>;

/**
 * `GET /companies/{slug or id}/properties`: the company page's filter bar (its filters from the filter
 * registry). `type` is accepted as another name of `property_type`; `location` matches a district or a
 * province (name, accents optional, or INEI code), `district` and `province` only their own level. `exclude` leaves one property out (an id, or a
 * slug when it is not a number): the property detail's "more from this company" grid omits the property
 * on screen, and the counts and pages leave it out too.
 */
export const companyPropertiesQuerySchema = z
  .object({
    page: pageField,
    per_page: perPageField(PageSizes.companyPage),
    ...filterFields(companyPageFilters),
    type: filterField('property_type'),
    district: filterField('district'),
    province: filterField('province'),
    sort: z.preprocess(
      blankAsAbsent,
      z.enum(companyPropertySorts, { error: 'Orden no válido' }).default('newest'),
    ),
    exclude: text(
      `La propiedad a excluir no puede superar los ${maxExcludeLength} caracteres`,
      maxExcludeLength,
    ),
  })
  .check(checkRanges);
export type CompanyPropertiesQuery = z.output<typeof companyPropertiesQuerySchema>;
export type CompanyPropertiesQueryInput = z.input<typeof companyPropertiesQuerySchema>;

export { countActiveCompanyFilters } from './company-filter-count.ts';
