import {
  companyCoverResponseSchema,
  companyLogoResponseSchema,
} from '@inmuebles/shared/companies/management-schema';
import type { z } from 'zod';
import type { CompanyImageKind } from '../management/company-images.ts';
import { removeCompanyImage, replaceCompanyImage } from '../management/replace-company-image.ts';
import type { Company } from '../../../platform/db/schema/index.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { loadCompany, requestCompany } from './company-access.ts';
import { readSingleImage } from './company-multipart.ts';
import { accessErrors, bearer, managementTags } from './http.ts';
import { companyParams } from './params.ts';

const labels: Record<CompanyImageKind, string> = { logo: 'el logo', cover: 'la portada (banner)' };

/**
 * `{ logo_url }` or `{ cover_url }`: the shared schemas, typed by their common shape so one function can
 * register both kinds.
 */
const responses: Record<CompanyImageKind, z.ZodObject<Record<string, z.ZodNullable<z.ZodString>>>> = {
  logo: companyLogoResponseSchema,
  cover: companyCoverResponseSchema,
};

/** The routes of one image kind. */
function imageRoutes(app: AppInstance, kind: CompanyImageKind) {
  const response = responses[kind];
  const urlOf = (company: Company) => {
    const key = kind === 'logo' ? company.logoKey : company.coverKey;
    return { [`${kind}_url`]: key ? app.storage.publicUrl(key) : null };
  };

  app.post(
    `/:idOrSlug/${kind}`,
    {
      schema: {
        tags: managementTags,
        security: bearer,
        summary: `Subir ${labels[kind]} de la empresa (multipart, campo ${kind}; máximo 5MB)`,
        consumes: ['multipart/form-data'],
        params: companyParams,
        response: {
          200: response,
          ...accessErrors,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      onRequest: app.requireUser,
      preValidation: loadCompany(app, 'edit'),
    },
    async (request) => {
      const upload = await readSingleImage(request, kind);
      const deps = { db: app.db, storage: app.storage, log: request.log };
      return urlOf(await replaceCompanyImage(deps, requestCompany(request), kind, upload));
    },
  );

  app.delete(
    `/:idOrSlug/${kind}`,
    {
      schema: {
        tags: managementTags,
        security: bearer,
        summary: `Quitar ${labels[kind]} de la empresa`,
        params: companyParams,
        response: { 200: response, ...accessErrors },
      },
      onRequest: app.requireUser,
      preValidation: loadCompany(app, 'edit'),
    },
    async (request) => {
      const deps = { db: app.db, storage: app.storage, log: request.log };
      return urlOf(await removeCompanyImage(deps, requestCompany(request), kind));
    },
  );
}

/**
 * POST and DELETE /companies/{id}/logo and /cover. POST takes the multipart field of the same name (JPEG,
 * PNG, WebP or GIF from its bytes, at most 5MB) and answers `{ logo_url }` / `{ cover_url }`; DELETE
 * answers the same key with null. Company admins of the company and admins only.
 */
export function companyImageRoutes(app: AppInstance) {
  imageRoutes(app, 'logo');
  imageRoutes(app, 'cover');
}
