import { limaToday } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import type { ListingSummary } from '@inmuebles/shared/properties/property-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { buildApp } from '../../../app.ts';
import type { UserRole } from '../../../platform/db/schema/index.ts';
import { validationErrors } from '../../properties/routes/write-test-support.ts';

/*
 * GET and PUT /exchange_rate (docs/product/offers-and-search.md §2): the EXCHANGE_RATE boot seed, who may
 * set a rate, what is refused, and every offer repriced by a new rate.
 */
describe('exchange rate', () => {
  const t = useTestApp({ EXCHANGE_RATE: '3.912' });
  const client = t.client;
  const tokens = new Map<UserRole, string>();

  beforeAll(async () => {
    const company = await createCompany(t.database.db);
    for (const role of ['admin', 'company_admin', 'agent'] as const) {
      tokens.set(role, (await createSignedInUser(t.database.db, { role, companyId: company.id })).token);
    }
  });

  const current = async () => {
    const res = await client.get('/api/v1/exchange_rate');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ exchange_rate: { rate: string; date: string; source: string } }>().exchange_rate;
  };
  const put = (body: unknown, role: UserRole | null = 'admin') =>
    client.put('/api/v1/exchange_rate', body, role ? { token: tokens.get(role)! } : {});

  it('is stored from EXCHANGE_RATE at boot when none exists, and readable by anyone', async () => {
    expect(await current()).toEqual({ rate: '3.912', date: limaToday(), source: 'env' });
  });

  it('lets only an admin set it: company_admin and agent 403, guest 401', async () => {
    const body = { rate: 3.8, date: limaToday() };
    expect((await put(body, 'company_admin')).statusCode).toBe(403);
    expect((await put(body, 'agent')).statusCode).toBe(403);
    expect((await put(body, null)).statusCode).toBe(401);
    expect((await current()).rate).toBe('3.912');
    const res = await put(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().exchange_rate).toEqual({ rate: '3.80', date: limaToday(), source: 'admin' });
    expect(await current()).toEqual({ rate: '3.80', date: limaToday(), source: 'admin' });
  });

  it('refuses bad values with 422 naming the field', async () => {
    const today = limaToday();
    const rateMessage = 'rate: El tipo de cambio debe ser un número mayor que 0 y menor que 100';
    const dateMessage = 'date: La fecha del tipo de cambio debe ser una fecha válida (AAAA-MM-DD)';
    const cases: [unknown, string][] = [
      [{ rate: 0, date: today }, rateMessage],
      [{ rate: -2, date: today }, rateMessage],
      [{ rate: 100, date: today }, rateMessage],
      [{ rate: 'tres', date: today }, rateMessage],
      [{ date: today }, rateMessage],
      [{ rate: 3.7, date: '2026-02-30' }, dateMessage],
      [{ rate: 3.7, date: '20/11/2026' }, dateMessage],
      [{ rate: 3.7 }, dateMessage],
      [{ rate: 3.7, date: '2999-01-01' }, 'date: La fecha del tipo de cambio no puede ser futura'],
      [{ rate: 3.7, date: today, source: 'env' }, 'Campo no permitido: source'],
    ];
    for (const [body, message] of cases) {
      expect(validationErrors(await put(body)), JSON.stringify(body)).toContain(message);
    }
    expect((await current()).rate).toBe('3.80');
  });

  it('reprices every dollar offer at once; a rate for an earlier date does not replace the one in force', async () => {
    const { property } = await buildProperty(t.database.db, {
      listings: [
        { operation: 'sale', price: '100000', currency: 'USD' },
        { operation: 'rent', price: '2000', currency: 'PEN' },
      ],
    });
    const offers = async () =>
      (await client.get(`/api/v1/properties/${property.id}`)).json<{
        property: { listings: ListingSummary[] };
      }>().property.listings;
    expect((await offers()).map((l) => l.price_pen)).toEqual(['380000.00', '2000.00']);
    expect((await put({ rate: '3.5', date: limaToday() })).statusCode).toBe(200);
    expect((await offers()).map((l) => l.price_pen)).toEqual(['350000.00', '2000.00']);
    expect((await put({ rate: 3.9, date: '2025-06-30' })).statusCode).toBe(200);
    expect((await current()).rate).toBe('3.50');
  });

  it('keeps a stored rate when the server starts again, whatever EXCHANGE_RATE says', async () => {
    const again = await buildApp({
      config: { ...t.config, EXCHANGE_RATE: 9 },
      database: t.database,
      logger: false,
    });
    await again.ready();
    await again.close();
    expect((await current()).rate).toBe('3.50');
  });
});
