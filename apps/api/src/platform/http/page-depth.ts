import { PageSizes, pageTooDeepMessage } from '@inmuebles/shared/properties/limits';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/*
 * Every paginated list (public listing, favourites, company pages, management lists, leads) reads
 * `page` and `per_page` from its validated query. One hook caps how deep they reach, so a request for
 * page 1,000,000 cannot force an OFFSET scan of the whole table: page x per_page <= PageSizes.maxDepth.
 */

/** A preHandler hook (the query is validated and its defaults applied by then). */
export async function refuseDeepPages(request: FastifyRequest): Promise<void> {
  const { page, per_page: perPage } = (request.query ?? {}) as { page?: unknown; per_page?: unknown };
  if (typeof page !== 'number' || typeof perPage !== 'number') return;
  if (page * perPage <= PageSizes.maxDepth) return;
  throw new AppError(422, 'page_too_deep', pageTooDeepMessage, [`page: ${pageTooDeepMessage}`]);
}
