import { companyPropertiesQuerySchema } from '@inmuebles/shared/companies/company-queries';
import { propertyListResponseSchema } from '@inmuebles/shared/properties/property-schema';
import { listCompanyProperties } from '../company-listing.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { cacheForGuests } from '../../../platform/http/public-cache.ts';
import { companyParams } from '../../companies/public.ts';

/** GET /companies/{slug or id}/properties: the company page's grid with its filters and sorts. */
export function listCompanyPropertiesRoute(app: AppInstance) {
  app.get(
    '/:idOrSlug/properties',
    {
      schema: {
        tags: ['Empresas'],
        summary: 'Propiedades publicadas de una empresa (filtros y orden de su página)',
        params: companyParams,
        querystring: companyPropertiesQuerySchema,
        response: { 200: propertyListResponseSchema },
      },
    },
    async (request, reply) => {
      cacheForGuests(request, reply);
      return listCompanyProperties(
        request.readDb,
        app.storage,
        request.params.idOrSlug,
        request.query,
        request.user?.id ?? null,
      );
    },
  );
}
