import { companyStatsSchema } from '@inmuebles/shared/companies/management-schema';
import { loadCompanyStats } from '../../property-management/company-stats.ts';
import type { AppInstance } from '../../lib/app-instance.ts';
import { loadCompany, requestCompany } from '../companies/company-access.ts';
import { accessErrors, bearer, managementTags } from '../companies/http.ts';
import { companyParams } from '../companies/params.ts';

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
