import { companyStatsSchema } from '@inmuebles/shared/companies/management-schema';
import { loadCompanyStats } from '../management/company-stats.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import {
  loadCompany,
  requestCompany,
  accessErrors,
  bearer,
  managementTags,
  companyParams,
} from '../../companies/public.ts';

/** GET /companies/{id}/stats: the dashboard's stat cards. Members of the company and admins only. */
export function companyStatsRoute(app: AppInstance) {
  app.get(
    '/:idOrSlug/stats',
    {
      schema: {
        tags: managementTags,
        security: bearer,
        summary:
          'Estadísticas de la empresa (propiedades por estado, vistas, favoritos, consultas, relevancia)',
        params: companyParams,
        response: { 200: companyStatsSchema, ...accessErrors },
      },
      onRequest: app.requireUser,
      preValidation: loadCompany(app, 'stats'),
    },
    async (request) => loadCompanyStats(app.db, requestCompany(request).id),
  );
}
