import { limaToday } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import type { MortgageParameters } from '@inmuebles/shared/mortgage/mortgage-parameters-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { TestClient } from '../../../../test/http-client.ts';
import type { UserRole } from '../../../platform/db/schema/index.ts';
import { validationErrors } from '../../properties/routes/write-test-support.ts';

const decreeBands = [
  { price_from: 68_800, price_to: 98_100, bono: 27_400 },
  { price_from: 98_100, price_to: 146_900, bono: 22_800 },
  { price_from: 146_900, price_to: 244_600, bono: 20_900 },
  { price_from: 244_600, price_to: 362_100, bono: 7_800 },
];

/*
 * The simulator's parameters and Crédito MiVivienda's years (docs/product/price-and-mortgage.md §2-3): the
 * values loaded with the product, who may change them, what is refused (422 naming the field) and the
 * audit log.
 */
describe('mortgage parameters and MiVivienda years', () => {
  let t: TestApp;
  let client: TestClient;
  const tokens = new Map<UserRole, string>();

  beforeAll(async () => {
    t = await buildTestApp();
    client = new TestClient(t.app);
    const company = await createCompany(t.database.db);
    for (const role of ['admin', 'company_admin'] as const)
      tokens.set(role, (await createSignedInUser(t.database.db, { role, companyId: company.id })).token);
  });
  afterAll(async () => t.close());

  const current = async () => {
    const res = await client.get('/api/v1/mortgage_parameters');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ mortgage_parameters: MortgageParameters }>().mortgage_parameters;
  };
  const parameters = {
    tea_percent: 8.75,
    rate_date: limaToday(),
    rate_source: 'SBS, tasa promedio de créditos hipotecarios',
    desgravamen_monthly_percent: 0.028,
    property_insurance_yearly_percent: 0.25,
  };
  const audit = async () =>
    (await client.get('/api/v1/admin/audit_log', { token: tokens.get('admin')! })).json<{
      entries: { action: string; target: { type: string; label: string } }[];
    }>().entries;

  it('starts with a reference rate to verify and the 2025 bands of D.S. 004-2025-VIVIENDA', async () => {
    const loaded = await current();
    expect(loaded).toMatchObject({
      tea_percent: 9.5,
      rate_source: 'Valor inicial: verificar con la tasa de referencia vigente',
      desgravamen_monthly_percent: 0.03,
      property_insurance_yearly_percent: 0.3,
      mivivienda: { year: 2025, decree: 'D.S. 004-2025-VIVIENDA', bono_verde: null, to_verify: true },
    });
    expect(loaded.mivivienda?.bands).toEqual(decreeBands);
  });

  it('lets only an admin change them: 404 for anyone else, as every console path', async () => {
    for (const token of [tokens.get('company_admin'), undefined]) {
      const res = await client.put('/api/v1/admin/mortgage_parameters', parameters, token ? { token } : {});
      expect(res.statusCode).toBe(404);
    }
    expect((await current()).tea_percent).toBe(9.5);
  });

  it('stores new parameters, in force at once, with an audit entry', async () => {
    const res = await client.put('/api/v1/admin/mortgage_parameters', parameters, {
      token: tokens.get('admin')!,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await current()).toMatchObject(parameters);
    expect((await audit())[0]).toMatchObject({
      action: 'mortgage_parameters.set',
      target: { type: 'mortgage_parameters', label: `TEA 8.75% (${limaToday()})` },
    });
  });

  it('refuses rates outside 0-50 %, a future or false date and no source, naming the field', async () => {
    const put = (change: object) =>
      client.put(
        '/api/v1/admin/mortgage_parameters',
        { ...parameters, ...change },
        { token: tokens.get('admin')! },
      );
    const cases: [object, string][] = [
      [{ tea_percent: 50.5 }, 'tea_percent: La TEA de referencia debe estar entre 0% y 50%'],
      [{ tea_percent: -1 }, 'tea_percent: La TEA de referencia debe estar entre 0% y 50%'],
      [
        { desgravamen_monthly_percent: 51 },
        'desgravamen_monthly_percent: El seguro de desgravamen debe estar entre 0% y 50%',
      ],
      [
        { property_insurance_yearly_percent: 99 },
        'property_insurance_yearly_percent: El seguro del inmueble debe estar entre 0% y 50%',
      ],
      [{ rate_date: '2026-02-30' }, 'rate_date: La fecha de la tasa debe ser una fecha válida (AAAA-MM-DD)'],
      [{ rate_date: '2999-01-01' }, 'rate_date: La fecha de la tasa no puede ser futura'],
      [{ rate_source: ' ' }, 'rate_source: Indica la fuente de la tasa'],
    ];
    for (const [change, message] of cases)
      expect(validationErrors(await put(change)), JSON.stringify(change)).toContain(message);
    expect((await current()).tea_percent).toBe(8.75);
  });

  it('saves a year whole, the newest year up to today in force, with an audit entry', async () => {
    const admin = { token: tokens.get('admin')! };
    const year2026 = {
      decree: 'D.S. 001-2026-VIVIENDA',
      bono_verde: 5_000,
      bands: decreeBands.map((band) => ({ ...band, bono: band.bono + 100 })),
    };
    const res = await client.put('/api/v1/admin/mivivienda_years/2026', year2026, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().year).toMatchObject({ year: 2026, to_verify: false, bono_verde: 5_000 });
    // A later year is kept but not yet in force.
    expect((await client.put('/api/v1/admin/mivivienda_years/2099', year2026, admin)).statusCode).toBe(200);
    expect((await current()).mivivienda).toMatchObject({ year: 2026, decree: 'D.S. 001-2026-VIVIENDA' });
    const years = (await client.get('/api/v1/admin/mivivienda_years', admin)).json<{
      years: { year: number }[];
    }>();
    expect(years.years.map((y) => y.year)).toEqual([2099, 2026, 2025]);
    expect((await audit())[0]).toMatchObject({
      action: 'mivivienda_year.save',
      target: { type: 'mivivienda_year', label: '2099 (D.S. 001-2026-VIVIENDA)' },
    });
  });

  it('refuses overlapping bands, a gap, a bono above the band’s lower price, naming the field', async () => {
    const put = (bands: object[]) =>
      client.put(
        '/api/v1/admin/mivivienda_years/2026',
        { decree: 'D.S. 001-2026-VIVIENDA', bono_verde: null, bands },
        { token: tokens.get('admin')! },
      );
    const [first, second] = decreeBands as [(typeof decreeBands)[0], (typeof decreeBands)[0]];
    expect(validationErrors(await put([first, { ...second, price_from: 90_000 }]))).toEqual([
      'bands.1.price_from: El tramo se superpone con el anterior, que llega a S/\u00a098,100',
    ]);
    expect(validationErrors(await put([first, { ...second, price_from: 99_000 }]))).toEqual([
      'bands.1.price_from: Hay un vacío entre S/\u00a098,100 y S/\u00a099,000: cada tramo empieza donde termina el anterior',
    ]);
    expect(validationErrors(await put([{ ...first, bono: 70_000 }]))).toEqual([
      'bands.0.bono: El bono no puede ser mayor que el precio mínimo del tramo (S/\u00a068,800)',
    ]);
    expect(validationErrors(await put([]))).toEqual(['bands: Indica al menos un tramo de precio']);
    expect((await current()).mivivienda?.decree).toBe('D.S. 001-2026-VIVIENDA');
    expect((await current()).mivivienda?.bono_verde).toBe(5_000);
  });
});
