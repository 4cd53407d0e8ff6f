import { importListingSchema } from '@inmuebles/shared/imports/exchange-schema';
import { PartnerLimits } from '@inmuebles/shared/partner/partner-limits';
import {
  partnerListingResponseSchema,
  partnerMessages,
  partnerReferenceParamsSchema,
  partnerUpsertResponseSchema,
} from '@inmuebles/shared/partner/partner-listing-schema';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { archivePartnerListing } from '../listings/archive-partner-listing.ts';
import { fetchPendingPhotos } from '../listings/partner-media.ts';
import { findByReference } from '../listings/partner-listings-repository.ts';
import { presentPartnerListings } from '../listings/present-partner-listings.ts';
import { upsertPartnerListing } from '../listings/upsert-partner-listing.ts';
import { authenticatePartner, partnerCaller, requireScope } from '../partner-auth.ts';
import { listingExample, upsertBodyExample } from './partner-examples.ts';
import { bodyCheckedByHandler, partnerErrors, partnerSecurity, partnerTags } from './partner-http.ts';
import { answerOnce } from './answer-once.ts';

/** PUT, GET and DELETE `/listings/{reference}` of the partner API. */
export function partnerListingRoutes(app: AppInstance) {
  const authenticate = authenticatePartner(app);
  const present = async (companyId: number, reference: string) => {
    const row = await findByReference(app.db, companyId, reference);
    if (!row) throw notFound(partnerMessages.notFound);
    const [listing] = await presentPartnerListings(
      { db: app.db, storage: app.storage, publicUrl: app.config.publicUrl },
      [row],
    );
    if (!listing) throw notFound(partnerMessages.notFound);
    return listing;
  };

  app.put(
    '/listings/:reference',
    {
      bodyLimit: PartnerLimits.maxBodyBytes,
      onRequest: [authenticate, requireScope('listings:write')],
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        tags: partnerTags,
        security: partnerSecurity,
        summary: 'Crear o actualizar un aviso por su código de referencia',
        description:
          'El cuerpo es un `ImportListing` (la forma de intercambio de la importación, con sus mismas reglas y ' +
          'mensajes). `ListingKey` puede omitirse; si se envía debe ser el código de la dirección. ' +
          '`Idempotency-Key` (opcional): la misma clave con el mismo cuerpo en 24 h devuelve la misma respuesta; ' +
          'con otro cuerpo, 422. Las fotos se descargan después de responder: `pending_media` lista las que ' +
          `faltan. Cuerpo de hasta ${PartnerLimits.maxBodyBytes / 1024} KB.`,
        params: partnerReferenceParamsSchema,
        body: importListingSchema.meta({ examples: [upsertBodyExample] }),
        response: {
          200: partnerUpsertResponseSchema.meta({
            examples: [{ listing: listingExample, created: false, pending_media: [] }],
          }),
          201: partnerUpsertResponseSchema.meta({
            examples: [
              {
                listing: listingExample,
                created: true,
                pending_media: ['https://crm.example.com/fotos/AB-123-1.jpg'],
              },
            ],
          }),
          409: apiErrorSchema,
          413: apiErrorSchema,
          ...partnerErrors,
        },
      },
    },
    async (request, reply) => {
      const caller = partnerCaller(request);
      const { reference } = request.params;
      const answer = await answerOnce(app, request, caller, async () => {
        const outcome = await upsertPartnerListing(app.db, caller, reference, request.body);
        if (outcome.pendingMedia.length > 0) {
          const deps = {
            db: app.db,
            storage: app.storage,
            log: app.log,
            allowHosts: app.config.IMPORT_FETCH_ALLOW_HOSTS,
          };
          app.background.run('partner photos', () => fetchPendingPhotos(deps, outcome.propertyId));
        }
        return {
          statusCode: outcome.created ? 201 : 200,
          body: {
            listing: await present(caller.companyId, reference),
            created: outcome.created,
            pending_media: outcome.pendingMedia,
          },
        };
      });
      return reply.status(answer.statusCode as 200).send(answer.body as never);
    },
  );

  app.get(
    '/listings/:reference',
    {
      onRequest: [authenticate, requireScope('listings:read')],
      schema: {
        tags: partnerTags,
        security: partnerSecurity,
        summary: 'Estado de un aviso',
        description:
          'Estado (draft, published, archived, hidden con el motivo, company_suspended), dirección pública, ' +
          'fotos con su estado y contadores de visitas, favoritos y consultas.',
        params: partnerReferenceParamsSchema,
        response: {
          200: partnerListingResponseSchema.meta({ examples: [{ listing: listingExample }] }),
          404: apiErrorSchema,
          ...partnerErrors,
        },
      },
    },
    async (request) => ({
      listing: await present(partnerCaller(request).companyId, request.params.reference),
    }),
  );

  app.delete(
    '/listings/:reference',
    {
      onRequest: [authenticate, requireScope('listings:write')],
      schema: {
        tags: partnerTags,
        security: partnerSecurity,
        summary: 'Archivar un aviso',
        description:
          'Lo archiva (deja de mostrarse); nunca borra la propiedad, a la que apuntan sus consultas. Un PUT ' +
          'posterior con `Status: published` lo vuelve a publicar.',
        params: partnerReferenceParamsSchema,
        response: {
          200: partnerListingResponseSchema.meta({
            examples: [{ listing: { ...listingExample, state: 'archived' } }],
          }),
          404: apiErrorSchema,
          ...partnerErrors,
        },
      },
    },
    async (request) => {
      const caller = partnerCaller(request);
      await archivePartnerListing(app.db, caller, request.params.reference);
      return { listing: await present(caller.companyId, request.params.reference) };
    },
  );
}
