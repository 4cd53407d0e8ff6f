import {
  exchangeRateResponseSchema,
  exchangeRateWriteBodySchema,
} from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import { adminOverviewSchema } from '@inmuebles/shared/trust/admin-schema';
import { adminOverview } from '../admin-overview.ts';
import { recordAdminAction } from '../audit-log.ts';
import { presentExchangeRate, setExchangeRate } from '../../exchange-rates/public.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { adminSchema } from './admin-route-kit.ts';

/** The console's front page: the platform's figures and the exchange rate the admin records. */
export function adminOverviewRoutes(app: AppInstance) {
  app.get('/overview', adminSchema('Resumen de la plataforma', adminOverviewSchema), async () => ({
    overview: await adminOverview(app.db),
  }));

  app.put(
    '/exchange_rate',
    adminSchema('Registrar el tipo de cambio desde la consola', exchangeRateResponseSchema, {
      body: exchangeRateWriteBodySchema,
    }),
    async (request) => {
      const user = currentUser(request);
      const row = await setExchangeRate(app.db, request.body, { source: 'admin', userId: user.id });
      const rate = presentExchangeRate(row);
      await recordAdminAction(app.db, user, {
        action: 'exchange_rate.set',
        target: { type: 'exchange_rate', id: row.id, label: `${rate.rate} (${rate.date})` },
        details: { rate: rate.rate, date: rate.date },
      });
      return { exchange_rate: rate };
    },
  );
}
