import { formatPrice } from '@inmuebles/shared/properties/format';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { TestClient } from '../../../../test/http-client.ts';
import { resetClock, setClock } from '../../../platform/runtime/clock.ts';

const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>x</title></head><body><div id="root"></div></body></html>';

/*
 * What search engines read agrees with the price history (docs/product/price-and-mortgage.md §1): the
 * detail's JSON-LD offer carries the current price from the day it took effect, the landing page's card
 * the same "Bajó" mark as the listing's card.
 */
describe('a price drop on the server-rendered pages', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    setClock(() => new Date('2026-11-12T15:00:00Z'));
    webDir = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-web-'));
    writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    t = await buildTestApp({ WEB_DIST_DIR: webDir });
    const company = await createCompany(t.database.db);
    const { listings } = await buildProperty(t.database.db, {
      company,
      slug: 'departamento-en-miraflores',
      title: 'Departamento en Miraflores',
      location: { district: '150122' },
      propertyDetailType: 'ApartmentResource',
      listings: [{ operation: 'sale', price: '400000', currency: 'PEN' }],
    });
    setClock(() => new Date('2026-11-20T15:00:00Z'));
    const { token } = await createSignedInUser(t.database.db, {
      role: 'company_admin',
      companyId: company.id,
    });
    const res = await new TestClient(t.app).patch(
      `/api/v1/listings/${listings[0]!.id}`,
      { listing: { price: 368000 } },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    resetClock();
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('prices the JSON-LD offer at the new price, valid from the day of the change', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/propiedad/departamento-en-miraflores' })).body;
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      offers: Record<string, unknown>[];
    };
    expect(ld.offers).toEqual([
      expect.objectContaining({ price: '368000.00', priceCurrency: 'PEN', validFrom: '2026-11-20' }),
    ]);
  });

  it('marks the drop on the landing page of its operation only', async () => {
    const sale = await t.app.inject({ method: 'GET', url: '/venta/departamentos/lima/lima/miraflores' });
    expect(sale.statusCode).toBe(200);
    expect(sale.body).toContain(formatPrice('368000', 'PEN'));
    expect(sale.body).toContain('Bajó 8% el 20/11/2026');
    const rent = await t.app.inject({ method: 'GET', url: '/alquiler/departamentos/lima/lima/miraflores' });
    expect(rent.body).not.toContain('Bajó');
  });
});
