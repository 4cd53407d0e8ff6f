import { mortgageParametersResponseSchema } from '@inmuebles/shared/mortgage/mortgage-parameters-schema';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { apiErrorSchema } from '../../../platform/http/http-schemas.ts';
import { mortgageParametersInForce } from '../present-parameters.ts';

/** GET /mortgage_parameters: the simulator's prefill and the MiVivienda year in force, for anyone. */
export default async function mortgageRoutes(app: AppInstance) {
  app.get(
    '/',
    {
      schema: {
        tags: ['Crédito hipotecario'],
        summary: 'Parámetros del simulador: TEA de referencia, seguros y Crédito MiVivienda vigentes',
        response: { 200: mortgageParametersResponseSchema, 404: apiErrorSchema },
      },
    },
    async () => {
      const parameters = await mortgageParametersInForce(app.db);
      if (!parameters) throw notFound('No hay parámetros del crédito registrados');
      return { mortgage_parameters: parameters };
    },
  );
}
