import type { FastifyRequest } from 'fastify';
import {
  applyPresetBodySchema,
  applyPresetResponseSchema,
  companyConfigurationBodySchema,
  companyConfigurationResponseSchema,
} from '@inmuebles/shared/companies/management-schema';
import { applyPreset } from '../management/apply-preset.ts';
import { saveConfiguration } from '../management/save-configuration.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { unprocessable } from '../../../platform/http/errors.ts';
import { apiErrorSchema, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { loadCompany, requestCompany } from './company-access.ts';
import { accessErrors, bearer, managementTags } from './http.ts';
import { companyParams } from './params.ts';

/**
 * The dashboard shows these errors to the user ('Error al guardar la configuración visual: ' + errors
 * joined by ', '), so they are the schema's messages alone, which already name their field ('El color
 * primario no es válido…'), without the `company_configuration.primary_color: ` path other routes prefix.
 */
function refuseInvalidBody(request: FastifyRequest): void {
  const failure = request.validationError;
  if (!failure) return;
  const issues = (failure as { validation?: { message?: string }[] }).validation ?? [];
  throw unprocessable(issues.map((issue) => issue.message ?? 'Valor inválido'));
}

const errors = { 400: apiErrorSchema, ...accessErrors, 422: apiErrorSchema };

/**
 * PUT /companies/{id}/configuration and POST /companies/{id}/configuration/apply_preset: the company
 * page's look. Company admins of the company and admins only.
 */
export function companyConfigurationRoutes(app: AppInstance) {
  // Both writes need the company's edit right before the body is read, and answer invalid fields
  // themselves (refuseInvalidBody), hence the same hooks.
  const editHooks = {
    attachValidation: true,
    onRequest: app.requireUser,
    preValidation: [loadCompany(app, 'edit'), requireJsonObjectBody],
  };
  app.put(
    '/:idOrSlug/configuration',
    {
      schema: {
        tags: managementTags,
        security: bearer,
        summary: 'Guardar la configuración visual (plantilla, colores, fuente y CSS personalizado)',
        description: 'El CSS personalizado se guarda saneado y limitado a la página de la empresa.',
        params: companyParams,
        body: companyConfigurationBodySchema,
        response: { 200: companyConfigurationResponseSchema, ...errors },
      },
      ...editHooks,
    },
    async (request) => {
      refuseInvalidBody(request);
      const deps = { db: app.db, storage: app.storage, log: request.log };
      return saveConfiguration(deps, requestCompany(request), request.body.company_configuration);
    },
  );

  app.post(
    '/:idOrSlug/configuration/apply_preset',
    {
      schema: {
        tags: managementTags,
        security: bearer,
        summary: 'Aplicar un preset (modern, classic, luxury o minimal): plantilla, colores y fuente',
        description: 'Se guarda al instante; el CSS personalizado se conserva.',
        params: companyParams,
        body: applyPresetBodySchema,
        response: { 200: applyPresetResponseSchema, ...errors },
      },
      ...editHooks,
    },
    async (request) => {
      refuseInvalidBody(request);
      const deps = { db: app.db, storage: app.storage, log: request.log };
      return applyPreset(deps, requestCompany(request), request.body.preset);
    },
  );
}
