import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SentContactRequestList } from '@inmuebles/shared/contact-requests/sent-requests-schema';
import { apiFetch } from '@/lib/api-client';

/** GET /user/contact_requests: "Mis consultas", newest first. */
const sentContactRequestsQuery = queryOptions({
  queryKey: ['user', 'contact-requests', 'page-1'],
  queryFn: ({ signal }) =>
    apiFetch<SentContactRequestList>('/user/contact_requests', { query: { per_page: 50 }, signal }),
});

export function useSentContactRequests() {
  return useQuery(sentContactRequestsQuery);
}
