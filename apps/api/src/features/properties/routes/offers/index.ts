import {
  listingCreateBodySchema,
  listingMessages,
  listingResponseSchema,
  listingUpdateBodySchema,
} from '@inmuebles/shared/properties/listing-schema';
import { z } from 'zod';
import { createListing } from '../../offers/create-listing.ts';
import { deleteListing } from '../../offers/delete-listing.ts';
import { presentListing } from '../../offers/present-listing.ts';
import { updateListing } from '../../offers/update-listing.ts';
import type { AppInstance } from '../../../../platform/runtime/app-instance.ts';
import { notFound } from '../../../../platform/http/errors.ts';
import { apiErrorSchema, bearer, requireJsonObjectBody } from '../../../../platform/http/http-schemas.ts';
import { currentUser } from '../../../../platform/http/authenticate.ts';
import { PROPERTY_NOT_FOUND, propertyParams } from '../params.ts';

/*
 * The offers of a property (docs/product/offers-and-search.md §1): create under the property, edit and
 * delete by the offer's own id. Members of the owning company and admins; anyone else gets the 404 of a
 * missing property or offer.
 */

const tags = ['Panel'];

/** Any text: a malformed id is a 404 like a missing one. */
const listingParams = z.object({ id: z.string().describe('Id numérico de la oferta') });

const writeErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

/** POST /properties/{id}/listings (registered under /properties). */
export async function propertyListingRoutes(app: AppInstance) {
  app.post(
    '/:id/listings',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Crear una oferta (venta o alquiler) de una propiedad',
        description:
          'Una sola oferta activa por operación y propiedad (409). Mantenimiento y plazo mínimo solo en ' +
          'alquiler. El precio se guarda también en soles al tipo de cambio vigente (`price_pen`).',
        params: propertyParams,
        body: listingCreateBodySchema,
        response: { 201: listingResponseSchema, ...writeErrors },
      },
      onRequest: app.requireUser,
      preValidation: requireJsonObjectBody,
    },
    async (request, reply) => {
      const listing = await createListing(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.listing,
      );
      if (!listing) throw notFound(PROPERTY_NOT_FOUND);
      return reply.status(201).send({ listing: presentListing(listing) });
    },
  );
}

/** PATCH and DELETE /listings/{id}. */
export default async function listingRoutes(app: AppInstance) {
  app.patch(
    '/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Editar una oferta (solo cambian los campos enviados)',
        params: listingParams,
        body: listingUpdateBodySchema,
        response: { 200: listingResponseSchema, ...writeErrors },
      },
      onRequest: app.requireUser,
      preValidation: requireJsonObjectBody,
    },
    async (request) => {
      const listing = await updateListing(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.listing,
      );
      if (!listing) throw notFound(listingMessages.notFound);
      return { listing: presentListing(listing) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Eliminar una oferta',
        params: listingParams,
        response: { 204: z.null().describe('Sin contenido'), 401: apiErrorSchema, 404: apiErrorSchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      if (!(await deleteListing(app.db, currentUser(request), request.params.id))) {
        throw notFound(listingMessages.notFound);
      }
      return reply.status(204).send(null);
    },
  );
}
