import {
  companyCreateBodySchema,
  companyDeletedResponseSchema,
  companyManagementMessages,
  companyResponseSchema,
} from '@inmuebles/shared/companies/management-schema';
import type { FastifyRequest } from 'fastify';
import { presentCompany } from '../present-company.ts';
import { canAdministerCompanies } from '../management/authorization.ts';
import { createCompany } from '../management/create-company.ts';
import { deleteCompany } from '../management/delete-company.ts';
import { findCompanyOr404 } from '../management/find-company.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { apiErrorSchema, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { accessErrors, bearer, managementTags } from './http.ts';
import { companyParams } from './params.ts';

/** preValidation: only platform administrators create or delete companies (403 before the body is read). */
async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!canAdministerCompanies(currentUser(request))) throw forbidden(companyManagementMessages.adminOnly);
}

/** POST /companies and DELETE /companies/{id}: platform administrators only. */
export function adminCompanyRoutes(app: AppInstance) {
  app.post(
    '/',
    {
      schema: {
        tags: managementTags,
        security: bearer,
        summary: 'Crear una empresa (solo administradores)',
        description: 'El slug se genera a partir del nombre y es único; no cambia al renombrar la empresa.',
        body: companyCreateBodySchema,
        response: { 201: companyResponseSchema, 400: apiErrorSchema, ...accessErrors, 422: apiErrorSchema },
      },
      onRequest: app.requireUser,
      preValidation: [requireAdmin, requireJsonObjectBody],
    },
    async (request, reply) => {
      const company = await createCompany(app.db, request.body);
      return reply
        .status(201)
        .send({ company: presentCompany(company, 0, app.storage, { forEditor: true }) });
    },
  );

  app.delete(
    '/:idOrSlug',
    {
      schema: {
        tags: managementTags,
        security: bearer,
        summary: 'Eliminar una empresa con sus propiedades y archivos (solo administradores)',
        description: 'Se rechaza (409) mientras la empresa tenga usuarios asignados.',
        params: companyParams,
        response: { 200: companyDeletedResponseSchema, ...accessErrors, 409: apiErrorSchema },
      },
      onRequest: app.requireUser,
      preValidation: requireAdmin,
    },
    async (request) => {
      const company = await findCompanyOr404(app.db, request.params.idOrSlug);
      await deleteCompany({ db: app.db, storage: app.storage, log: request.log }, company.id);
      return { message: companyManagementMessages.deleted };
    },
  );
}
