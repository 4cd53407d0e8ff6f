import { limaToday } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import {
  miviviendaYearParamsSchema,
  miviviendaYearResponseSchema,
  miviviendaYearsResponseSchema,
  miviviendaYearWriteSchema,
  mortgageParametersResponseSchema,
  mortgageParametersWriteSchema,
} from '@inmuebles/shared/mortgage/mortgage-parameters-schema';
import { recordAdminAction } from '../audit-log.ts';
import {
  insertParameters,
  listMiViviendaYears,
  mortgageParametersInForce,
  saveMiViviendaYear,
} from '../../mortgage/public.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { unprocessable } from '../../../platform/http/errors.ts';
import { now } from '../../../platform/runtime/clock.ts';
import { adminSchema } from './admin-route-kit.ts';

/**
 * The mortgage simulator's reference rate and insurances, and Crédito MiVivienda's years
 * (docs/product/price-and-mortgage.md §2-3): each write and its audit entry in one transaction.
 */
export function adminMortgageRoutes(app: AppInstance) {
  app.put(
    '/mortgage_parameters',
    adminSchema(
      'Registrar la TEA de referencia y los seguros del simulador',
      mortgageParametersResponseSchema,
      {
        body: mortgageParametersWriteSchema,
      },
    ),
    async (request) => {
      const user = currentUser(request);
      const input = request.body;
      if (input.rate_date > limaToday(now()))
        throw unprocessable(['rate_date: La fecha de la tasa no puede ser futura']);
      const parameters = await app.db.transaction(async (tx) => {
        const row = await insertParameters(tx, input, user.id);
        await recordAdminAction(tx, user, {
          action: 'mortgage_parameters.set',
          target: {
            type: 'mortgage_parameters',
            id: row.id,
            label: `TEA ${input.tea_percent}% (${input.rate_date})`,
          },
          details: { ...input },
        });
        return mortgageParametersInForce(tx);
      });
      if (!parameters) throw new Error('mortgage parameters missing right after writing them');
      return { mortgage_parameters: parameters };
    },
  );

  app.get(
    '/mivivienda_years',
    adminSchema('Años de Crédito MiVivienda', miviviendaYearsResponseSchema),
    async () => ({
      years: await listMiViviendaYears(app.db),
    }),
  );

  app.put(
    '/mivivienda_years/:year',
    adminSchema('Guardar los tramos y bonos de un año de MiVivienda', miviviendaYearResponseSchema, {
      params: miviviendaYearParamsSchema,
      body: miviviendaYearWriteSchema,
    }),
    async (request) => {
      const user = currentUser(request);
      const { year } = request.params;
      const saved = await app.db.transaction(async (tx) => {
        const written = await saveMiViviendaYear(tx, year, request.body, user.id);
        await recordAdminAction(tx, user, {
          action: 'mivivienda_year.save',
          target: { type: 'mivivienda_year', id: year, label: `${year} (${request.body.decree})` },
          details: { ...request.body },
        });
        return written;
      });
      return { year: saved };
    },
  );
}
