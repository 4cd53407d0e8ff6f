import { useQuery } from '@tanstack/react-query';
import type { importFeedListResponseSchema } from '@inmuebles/shared/imports/import-feed-schema';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

type ImportFeedList = z.infer<typeof importFeedListResponseSchema>;

/** GET /import_feeds: every company's feed sync, the failing ones first (admins only). */
export const useAdminImportFeeds = () =>
  useQuery({
    queryKey: ['admin', 'import-feeds'],
    queryFn: ({ signal }) => apiFetch<ImportFeedList>('/import_feeds', { signal }),
  });
