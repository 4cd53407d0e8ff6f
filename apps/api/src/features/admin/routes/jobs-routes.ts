import { jobListQuerySchema, jobListResponseSchema } from '@inmuebles/shared/jobs/job-list-schema';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { listRecentJobs } from '../admin-jobs.ts';
import { adminSchema } from './admin-route-kit.ts';

/** The console's "Trabajos": the job queue's newest jobs, or the failed ones (read only). */
export function adminJobRoutes(app: AppInstance) {
  app.get(
    '/jobs',
    adminSchema(
      'Trabajos en segundo plano recientes (importaciones, sus fotos y los feeds)',
      jobListResponseSchema,
      {
        querystring: jobListQuerySchema,
      },
    ),
    async (request) => listRecentJobs(app.db, request.query.estado === 'fallidos'),
  );
}
