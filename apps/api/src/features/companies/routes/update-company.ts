import type { FastifyRequest } from 'fastify';
import {
  companyResponseSchema,
  companyUpdateBodySchema,
} from '@inmuebles/shared/companies/management-schema';
import { countPublicProperties } from '../companies-repository.ts';
import { presentCompany } from '../present-company.ts';
import type { CompanyImageUploads } from '../management/company-images.ts';
import { updateCompany } from '../management/update-company.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { apiErrorSchema, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { loadCompany, requestCompany } from './company-access.ts';
import { readCompanyMultipart } from './company-multipart.ts';
import { accessErrors, bearer, managementTags } from './http.ts';
import { companyParams } from './params.ts';

/** The images of a multipart PATCH, kept aside while its text fields go through body validation. */
const uploadsOf = new WeakMap<FastifyRequest, CompanyImageUploads>();

/**
 * A multipart PATCH becomes an ordinary body before validation: its text fields (with
 * `social_links[facebook]`… gathered) are validated by the same schema as the JSON PATCH; its files wait.
 */
async function readBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return requireJsonObjectBody(request);
  const { fields, files } = await readCompanyMultipart(request, ['logo', 'cover']);
  request.body = fields;
  uploadsOf.set(request, files);
}

/**
 * PATCH /companies/{id}: the company form (JSON), or the same fields as multipart with `logo` and/or
 * `cover` files. Only the sent fields change; the slug never does. Company admins of the company and
 * admins only.
 */
export function updateCompanyRoute(app: AppInstance) {
  app.patch(
    '/:idOrSlug',
    {
      schema: {
        tags: managementTags,
        security: bearer,
        summary: 'Actualizar una empresa (JSON, o multipart con logo y/o cover de hasta 5MB)',
        description:
          'Campos: name, about, email, address, website, phone, ruc, agent_registry_number, social_links ' +
          '{facebook, instagram, twitter, linkedin}. En multipart, las redes van como social_links[facebook]… ' +
          'Un texto vacío borra el campo. Un RUC o nombre nuevo quita la verificación de la empresa; un número ' +
          'de registro nuevo queda sin verificar hasta que un administrador lo revisa.',
        consumes: ['application/json', 'multipart/form-data'],
        params: companyParams,
        body: companyUpdateBodySchema,
        response: {
          200: companyResponseSchema,
          400: apiErrorSchema,
          ...accessErrors,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      onRequest: app.requireUser,
      preValidation: [loadCompany(app, 'edit'), readBody],
    },
    async (request) => {
      const company = await updateCompany(
        { db: app.db, storage: app.storage, log: request.log },
        requestCompany(request),
        request.body,
        uploadsOf.get(request),
      );
      return {
        company: presentCompany(company, await countPublicProperties(app.db, company.id), app.storage, {
          forEditor: true,
        }),
      };
    },
  );
}
