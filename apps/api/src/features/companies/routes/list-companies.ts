import { companyListQuerySchema } from '@inmuebles/shared/companies/company-queries';
import { companyListResponseSchema } from '@inmuebles/shared/companies/company-schema';
import { listCompanies } from '../public-companies.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';

/** GET /companies: the company directory (page, per_page, search by name). */
export function listCompaniesRoute(app: AppInstance) {
  app.get(
    '/',
    {
      schema: {
        tags: ['Empresas'],
        summary: 'Empresas (búsqueda por nombre sin distinguir tildes)',
        querystring: companyListQuerySchema,
        response: { 200: companyListResponseSchema },
      },
    },
    async (request) => listCompanies(request.readDb, app.storage, request.query),
  );
}
