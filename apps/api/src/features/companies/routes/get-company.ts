import { companyDetailResponseSchema } from '@inmuebles/shared/companies/company-schema';
import { getPublicCompany } from '../public-companies.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { cacheForGuests } from '../../../platform/http/public-cache.ts';
import { companyParams } from './params.ts';

/** GET /companies/{slug or id}: one company with its configuration and social links. */
export function getCompanyRoute(app: AppInstance) {
  app.get(
    '/:idOrSlug',
    {
      schema: {
        tags: ['Empresas'],
        summary: 'Empresa por slug o id',
        params: companyParams,
        response: { 200: companyDetailResponseSchema },
      },
    },
    async (request, reply) => {
      const company = await getPublicCompany(
        request.readDb,
        app.storage,
        request.params.idOrSlug,
        request.user,
      );
      cacheForGuests(request, reply);
      return { company };
    },
  );
}
