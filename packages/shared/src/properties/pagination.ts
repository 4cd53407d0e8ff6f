export type PageItem = number | 'ellipsis';

/**
 * The numbered-pagination window of the spec (docs/product/public-and-auth.md §9): 7 pages or fewer all shown; current page 4
 * or less: 1-5, ellipsis, last; within the last 4 pages: first, ellipsis, last 5; otherwise first,
 * ellipsis, previous, current, next, ellipsis, last.
 */
export function paginationWindow(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  if (current <= 4) return [1, 2, 3, 4, 5, 'ellipsis', total];
  if (current > total - 4) return [1, 'ellipsis', total - 4, total - 3, total - 2, total - 1, total];
  return [1, 'ellipsis', current - 1, current, current + 1, 'ellipsis', total];
}

/** A requested page is applied only when it lies in 1..total (spec: otherwise it is ignored). */
export function isValidPage(page: number, total: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= total;
}
