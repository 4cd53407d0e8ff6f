import {
  partnerLeadsQuerySchema,
  partnerLeadsResponseSchema,
  partnerListingsQuerySchema,
  partnerListingsResponseSchema,
} from '@inmuebles/shared/partner/partner-listing-schema';
import { PartnerLimits } from '@inmuebles/shared/partner/partner-limits';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { decodeIdCursor, pageOf } from '../listings/id-cursor.ts';
import { listPartnerLeads } from '../listings/list-partner-leads.ts';
import { listByReference } from '../listings/partner-listings-repository.ts';
import { presentPartnerListings } from '../listings/present-partner-listings.ts';
import { authenticatePartner, partnerCaller, requireScope } from '../partner-auth.ts';
import { leadExample, listingExample } from './partner-examples.ts';
import { partnerErrors, partnerSecurity, partnerTags } from './partner-http.ts';

const NEXT = 'djE6NDgyMQ';

/** GET `/listings` and `/leads`: what a CRM pulls, a page at a time by opaque cursor. */
export function partnerListRoutes(app: AppInstance) {
  const authenticate = authenticatePartner(app);

  app.get(
    '/listings',
    {
      onRequest: [authenticate, requireScope('listings:read')],
      schema: {
        tags: partnerTags,
        security: partnerSecurity,
        summary: 'Avisos de la empresa con código de referencia',
        description:
          `Páginas de ${PartnerLimits.pageSize}. \`updated_since\` (ISO 8601) deja los cambiados desde entonces; ` +
          '`status` filtra por estado; `next_cursor` (opaco) se pasa como `cursor` para leer la página ' +
          'siguiente, y es null en la última.',
        querystring: partnerListingsQuerySchema,
        response: {
          200: partnerListingsResponseSchema.meta({
            examples: [{ listings: [listingExample], next_cursor: NEXT }],
          }),
          ...partnerErrors,
        },
      },
    },
    async (request) => {
      const { companyId } = partnerCaller(request);
      const rows = await listByReference(app.db, {
        companyId,
        afterId: decodeIdCursor(request.query.cursor),
        updatedSince: request.query.updated_since ? new Date(request.query.updated_since) : undefined,
        state: request.query.status,
      });
      const { page, nextCursor } = pageOf(rows, PartnerLimits.pageSize);
      const listings = await presentPartnerListings(
        { db: app.db, storage: app.storage, publicUrl: app.config.publicUrl },
        page,
      );
      return { listings, next_cursor: nextCursor };
    },
  );

  app.get(
    '/leads',
    {
      onRequest: [authenticate, requireScope('leads:read')],
      schema: {
        tags: partnerTags,
        security: partnerSecurity,
        summary: 'Consultas recibidas por la empresa',
        description:
          'En el orden en que llegaron, con el código de referencia del aviso. `since` (ISO 8601) deja las ' +
          'recibidas desde entonces; `next_cursor` se pasa como `cursor`.',
        querystring: partnerLeadsQuerySchema,
        response: {
          200: partnerLeadsResponseSchema.meta({ examples: [{ leads: [leadExample], next_cursor: null }] }),
          ...partnerErrors,
        },
      },
    },
    async (request) => listPartnerLeads(app.db, partnerCaller(request).companyId, request.query),
  );
}
