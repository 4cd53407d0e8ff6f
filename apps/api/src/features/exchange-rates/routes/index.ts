import {
  exchangeRateResponseSchema,
  exchangeRateWriteBodySchema,
} from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import type { FastifyRequest } from 'fastify';
import { canSetExchangeRate } from '../authorization.ts';
import { findRateInForce } from '../exchange-rate-repository.ts';
import { presentExchangeRate } from '../present-exchange-rate.ts';
import { setExchangeRate } from '../set-exchange-rate.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { apiErrorSchema, bearer, requireJsonObjectBody } from '../../../platform/http/http-schemas.ts';
import { cacheForGuests } from '../../../platform/http/public-cache.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';

const tags = ['Tipo de cambio'];

/** preValidation: only platform administrators set the rate (403 before the body is read). */
async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!canSetExchangeRate(currentUser(request))) {
    throw forbidden('Solo un administrador puede cambiar el tipo de cambio');
  }
}

/** GET and PUT /exchange_rate (docs/product/offers-and-search.md §2). */
export default async function exchangeRateRoutes(app: AppInstance) {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Tipo de cambio vigente (soles por dólar)',
        response: { 200: exchangeRateResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // The boot seed stores one before the first request; only a table emptied by hand has none.
      const row = await findRateInForce(app.db);
      if (!row) throw notFound('No hay un tipo de cambio registrado');
      // A guest sees a new rate within the minute; the admin who set it, at once.
      cacheForGuests(request, reply);
      return { exchange_rate: presentExchangeRate(row) };
    },
  );

  app.put(
    '/',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Registrar un nuevo tipo de cambio (solo administradores)',
        description:
          'Pasa a ser el vigente y todos los precios en soles de las ofertas se recalculan en el acto, ' +
          'así que los filtros y órdenes por precio lo usan desde la siguiente búsqueda.',
        body: exchangeRateWriteBodySchema,
        response: {
          200: exchangeRateResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      onRequest: app.requireUser,
      preValidation: [requireAdmin, requireJsonObjectBody],
    },
    async (request) => {
      const user = currentUser(request);
      const row = await setExchangeRate(app.db, request.body, { source: 'admin', userId: user.id });
      return { exchange_rate: presentExchangeRate(row) };
    },
  );
}
