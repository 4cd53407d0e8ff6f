import {
  companyAnalyticsQuerySchema,
  companyAnalyticsSchema,
} from '@inmuebles/shared/companies/management-schema';
import { loadCompanyAnalytics } from '../management/company-analytics.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { loadCompany, requestCompany } from './company-access.ts';
import { accessErrors, bearer, managementTags } from './http.ts';
import { companyParams } from './params.ts';

/**
 * GET /companies/{id}/analytics?period=week|month|year: views, favourites and contacts per day (Lima
 * calendar days, zeros included). Members of the company and admins only.
 */
export function companyAnalyticsRoute(app: AppInstance) {
  app.get(
    '/:idOrSlug/analytics',
    {
      schema: {
        tags: managementTags,
        security: bearer,
        summary: 'Actividad diaria de la empresa (últimos 7, 30 o 365 días)',
        params: companyParams,
        querystring: companyAnalyticsQuerySchema,
        response: { 200: companyAnalyticsSchema, ...accessErrors, 422: apiErrorSchema },
      },
      onRequest: app.requireUser,
      preValidation: loadCompany(app, 'stats'),
    },
    async (request) => loadCompanyAnalytics(app.db, requestCompany(request).id, request.query.period),
  );
}
