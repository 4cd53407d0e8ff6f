import { PageSizes } from '@inmuebles/shared/properties/limits';
import type { PageRequest } from './list-repository.ts';

/*
 * How a filtered listing (filters, no search) reads its page, decided from its count, which it runs first.
 * PostgreSQL likes to walk the sort's index and test each row until the page is full: about (offset + per
 * page) × listed ÷ matches rows when the matches are spread over the index, and every row of it when fewer
 * match than the page needs. At 100,000 properties "industrial for sale" (none) or "commercial with 2
 * bedrooms" (none) read all 85,000 entries, 170 ms each: three quarters of the database time of a thousand
 * filter combinations drawn as people search. The planner cannot see it coming: it estimates the matches as
 * if the filters were independent (8,858 industrial properties for sale). The count can: it is exact up to
 * the cap.
 */

/** The page's statement: the sort's index walked, the matches ranked, or none (the page lies past the end). */
export type FilteredPageRead = 'walk-sort-index' | 'rank-matches' | 'none';

/**
 * Ranking the matches reads them through the filters' own indexes, which may read many more rows than match
 * (a price band, then the bedrooms): at 100,000 properties 8 to 28 ms for 100 to 2,500 matches, about what
 * the count took, where a walk of 1,000 to 3,000 rows took 3 to 10 ms. So the walk stays unless it must
 * read the whole index or is expected to read more than this many rows.
 */
const LONGEST_WALK = 5_000;

export function filteredPageRead(counted: number, listed: number, paging: PageRequest): FilteredPageRead {
  const needed = paging.page * paging.perPage;
  if (counted <= needed - paging.perPage) return 'none';
  // Past the cap the count is a lower bound: there may be a million matches to rank.
  if (counted > PageSizes.exactTotal) return 'walk-sort-index';
  if (counted < needed) return 'rank-matches';
  return (needed * listed) / counted > LONGEST_WALK ? 'rank-matches' : 'walk-sort-index';
}
