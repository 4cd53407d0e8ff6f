import { useQuery } from '@tanstack/react-query';
import type { JobListResponse } from '@inmuebles/shared/jobs/job-list-schema';
import { apiFetch } from '@/lib/api-client';

/** GET /admin/jobs: the job queue's newest jobs, or only the failed ones (admins only). */
export const useAdminJobs = (onlyFailed: boolean) =>
  useQuery({
    queryKey: ['admin', 'jobs', onlyFailed],
    queryFn: ({ signal }) =>
      apiFetch<JobListResponse>(`/admin/jobs?estado=${onlyFailed ? 'fallidos' : 'todos'}`, { signal }),
  });
