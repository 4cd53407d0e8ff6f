import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ContactRequestListQueryInput,
  ContactRequestListResponse,
} from '@inmuebles/shared/contact-requests/inbox-schema';
import { apiFetch, type QueryParams } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /companies/{id}/contact_requests: the company's leads, newest first, with the unread count. */
function getContactRequests(
  companyId: number,
  query: ContactRequestListQueryInput,
  signal?: AbortSignal,
): Promise<ContactRequestListResponse> {
  return apiFetch<ContactRequestListResponse>(`/companies/${companyId}/contact_requests`, {
    query: query as QueryParams,
    signal,
  });
}

function getContactRequestsQueryOptions(companyId: number, query: ContactRequestListQueryInput) {
  return queryOptions({
    queryKey: dashboardKeys.contactRequestsList(companyId, query),
    queryFn: ({ signal }) => getContactRequests(companyId, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the company's leads; nothing is asked while `companyId` is null (a user without a company). */
export function useContactRequests(companyId: number | null, query: ContactRequestListQueryInput) {
  return useQuery({ ...getContactRequestsQueryOptions(companyId ?? 0, query), enabled: companyId !== null });
}
