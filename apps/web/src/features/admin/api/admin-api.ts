import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCompany,
  AdminOverview,
  AdminProperty,
  AdminReport,
  AdminUser,
  AuditEntry,
} from '@inmuebles/shared/trust/admin-schema';
import { apiFetch } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

/* The console's calls (docs/product/trust-and-admin.md): /api/v1/admin/*, admins only. */

const adminKey = ['admin'] as const;

export interface Page<K extends string, T> {
  pagination: { current_page: number; total_pages: number; total_count: number };
  items: T[];
  key: K;
}

type ListAnswer<K extends string, T> = Record<K, T[]> & { pagination: Page<K, T>['pagination'] };

function useAdminList<K extends string, T>(
  resource: string,
  listKey: K,
  query: Record<string, string | number>,
) {
  return useQuery({
    queryKey: [...adminKey, resource, query],
    queryFn: ({ signal }) => apiFetch<ListAnswer<K, T>>(`/admin/${resource}`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useAdminOverview = () =>
  useQuery({
    queryKey: [...adminKey, 'overview'],
    queryFn: ({ signal }) => apiFetch<{ overview: AdminOverview }>('/admin/overview', { signal }),
  });

export const useAdminCompanies = (search: string, page: number) =>
  useAdminList<'companies', AdminCompany>('companies', 'companies', { search, page });
export const useAdminProperties = (search: string, page: number) =>
  useAdminList<'properties', AdminProperty>('properties', 'properties', { search, page });
/** "Por revisar": owners' listings waiting for an admin, the oldest first (docs/product/owners.md §2). */
export const useAdminReviews = (page: number) =>
  useAdminList<'properties', AdminProperty>('reviews', 'properties', { page });
export const useAdminUsers = (search: string, page: number) =>
  useAdminList<'users', AdminUser>('users', 'users', { search, page });
export const useAuditLog = (filters: Record<string, string>, page: number) =>
  useAdminList<'entries', AuditEntry>('audit_log', 'entries', {
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
    page,
  });

export const useAdminReports = (propertyId: number | null) =>
  useQuery({
    queryKey: [...adminKey, 'reports', propertyId],
    queryFn: ({ signal }) =>
      apiFetch<{ reports: AdminReport[] }>(`/admin/properties/${propertyId}/reports`, { signal }),
    enabled: propertyId !== null,
  });

/** One console action (`POST /admin/{path}`); every admin list and the public answers go stale. */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, reason }: { path: string; reason?: string }) =>
      apiFetch<unknown>(`/admin/${path}`, { method: 'POST', body: reason ? { reason } : {} }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKey }),
        queryClient.invalidateQueries({ queryKey: queryRoots.properties }),
        queryClient.invalidateQueries({ queryKey: queryRoots.companies }),
      ]);
    },
  });
}

export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { rate: string; date: string }) =>
      apiFetch<{ exchange_rate: { rate: string; date: string } }>('/admin/exchange_rate', {
        method: 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const useExchangeRate = () =>
  useQuery({
    queryKey: ['exchange-rate'],
    queryFn: ({ signal }) =>
      apiFetch<{ exchange_rate: { rate: string; date: string } }>('/exchange_rate', { signal }),
  });
