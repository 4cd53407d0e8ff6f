import { z } from 'zod';
import { blankAsAbsent, checkRanges, filterFields } from '../filters/filter-schema.ts';
import { bboxField, zoomField } from '../properties/map-query.ts';
import { projectSearchFilters } from '../filters/filter-sets.ts';
import { pageQuerySchema } from '../properties/list-query.ts';
import { projectStatuses } from './enums.ts';
import { databaseIdQueryField } from '../ids/database-id.ts';

/*
 * The queries of the project lists: `GET /projects` (the public search, its filters from the filter
 * registry) and `GET /my_projects` (the dashboard's list of the company's projects).
 */

/** `GET /projects`: paging and the project search's filters; a price range the wrong way round is a 422. */
export const projectListQuerySchema = pageQuerySchema
  .extend(filterFields(projectSearchFilters))
  .check(checkRanges);
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;
export type ProjectListQueryInput = z.input<typeof projectListQuerySchema>;

/**
 * `GET /projects/map`: the project search's filters, the visible area and the zoom (both required, with the
 * property map's messages); no paging (docs/product/projects.md §2.1).
 */
export const projectMapQuerySchema = z
  .object({
    ...filterFields(projectSearchFilters),
    bbox: z.preprocess(blankAsAbsent, bboxField),
    zoom: z.preprocess(blankAsAbsent, zoomField),
  })
  .check(checkRanges);
export type ProjectMapQuery = z.output<typeof projectMapQuerySchema>;
export type ProjectMapQueryInput = z.input<typeof projectMapQuerySchema>;

/** `GET /my_projects`: paging and a state; an admin may name the company. */
export const myProjectsQuerySchema = pageQuerySchema.extend({
  status: z.enum(projectStatuses, { error: 'Estado no válido (draft, published o archived)' }).optional(),
  company_id: databaseIdQueryField('Empresa no válida').optional(),
});
export type MyProjectsQuery = z.output<typeof myProjectsQuerySchema>;
