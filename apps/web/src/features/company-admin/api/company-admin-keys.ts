import type { AnalyticsPeriod } from '@inmuebles/shared/companies/management-schema';
import { queryRoots } from '@/lib/query-keys';

/**
 * Query keys of company management, under the shared companies root (lib/query-keys.ts) like the public
 * company page's, so invalidating `companyAdminKeys.all` after a save also refreshes a public page cached in
 * this tab. `ref` is the slug (or the id when the stored user has no slug).
 */
export const companyAdminKeys = {
  all: queryRoots.companies,
  company: (ref: string) => [...companyAdminKeys.all, 'managed', ref] as const,
  stats: (ref: string) => [...companyAdminKeys.all, 'stats', ref] as const,
  analytics: (ref: string, period: AnalyticsPeriod) => [...companyAdminKeys.all, 'analytics', ref, period] as const,
};

/** The path segment of a company: its slug or numeric id, encoded. */
export function companyPath(ref: string): string {
  return `/companies/${encodeURIComponent(ref)}`;
}
