import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedExchangeRate } from './seed-exchange-rate.ts';

/**
 * Stores EXCHANGE_RATE when the exchange_rates table is empty, before the app answers its first request.
 * Two processes starting together on an empty table may both store it: the same rate twice, harmless.
 */
export const exchangeRateSeedPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onReady', async () => {
      if (await seedExchangeRate(app.db, app.config.EXCHANGE_RATE)) {
        app.log.info({ rate: app.config.EXCHANGE_RATE }, 'exchange rate stored from EXCHANGE_RATE');
      }
    });
  },
  { name: 'exchange-rate-seed' },
);
