import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { reportThrottle } from '../../reports/report-throttle.ts';
import { auditActions } from './audit-test-support.ts';

/* docs/product/trust-and-admin.md: RUC and verification, partida registral, reports. */

const t = useTestApp();
const client = t.client;
let admin: string;

beforeAll(async () => {
  admin = (await createSignedInUser(t.app.db, { role: 'admin' })).token;
});

describe('RUC and verification', () => {
  it('refuses a wrong RUC naming the rule, keeps a valid one, and a change removes the verification', async () => {
    const owner = await createSignedInUser(t.app.db, { role: 'company_admin' });
    const id = owner.company!.id;
    const patch = (body: unknown) => client.patch(`/api/v1/companies/${id}`, body, { token: owner.token });

    const short = await patch({ ruc: '2060000000' });
    expect(short.statusCode).toBe(422);
    expect(short.body).toContain('exactamente 11 dígitos');
    expect((await patch({ ruc: '30600000005' })).body).toContain('debe empezar con 10, 15, 17 o 20');
    // 2,0,6,0,0,0,0,0,0,0 weighted: 10 + 18 = 28, 11 - 28 mod 11 = 5: a 4 at the end is wrong.
    expect((await patch({ ruc: '20600000004' })).body).toContain('dígito verificador');
    const ok = await patch({ ruc: '20600000005' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().company).toMatchObject({ ruc: '20600000005', verified_at: null });

    const verified = await client.post(`/api/v1/admin/companies/${id}/verify`, {}, { token: admin });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().company.verified_at).not.toBeNull();
    const page = await client.get(`/api/v1/companies/${owner.company!.slug}`);
    expect(page.json().company.verified_at).not.toBeNull();

    // The same name again changes nothing; a new name removes the verification.
    expect((await patch({ name: owner.company!.name })).json().company.verified_at).not.toBeNull();
    expect((await patch({ name: 'Otro nombre SAC' })).json().company.verified_at).toBeNull();
    await client.post(`/api/v1/admin/companies/${id}/verify`, {}, { token: admin });
    expect((await patch({ ruc: '10123456781' })).json().company.verified_at).toBeNull();
    expect(await auditActions(t.app.db, 'company', id)).toEqual(['company.verify', 'company.verify']);
  });
});

describe('Partida registral', () => {
  it('is validated, stored and shown with its office', async () => {
    const owner = await createSignedInUser(t.app.db, { role: 'company_admin' });
    const { property } = await buildProperty(t.app.db, {
      company: owner.company!,
      companyId: owner.company!.id,
    });
    const patch = (fields: unknown) =>
      client.patch(`/api/v1/properties/${property.id}`, { property: fields }, { token: owner.token });

    const bad = await patch({ registry_office: 'lima', registry_number: '1234567' });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('exactamente 8 dígitos');
    expect((await patch({ registry_office: 'narnia', registry_number: '12345678' })).body).toContain(
      'Oficina registral no válida',
    );
    expect((await patch({ registry_number: '12345678' })).body).toContain('juntos');

    const ok = await patch({ registry_office: 'lima', registry_number: '12345678' });
    expect(ok.statusCode, ok.body).toBe(200);
    const detail = await client.get(`/api/v1/properties/${property.slug}`);
    expect(detail.json().property.registry).toMatchObject({
      office: 'lima',
      office_name: 'Lima',
      number: '12345678',
    });
    expect((await patch({ registry_office: '', registry_number: '' })).statusCode).toBe(200);
    expect((await client.get(`/api/v1/properties/${property.slug}`)).json().property.registry).toBeNull();
  });
});

describe('Reports', () => {
  it('takes a guest report with a neutral thank-you; the company sees reason and date only', async () => {
    const owner = await createSignedInUser(t.app.db, { role: 'company_admin' });
    const stranger = await createSignedInUser(t.app.db, { role: 'company_admin' });
    const { property } = await buildProperty(t.app.db, {
      company: owner.company!,
      companyId: owner.company!.id,
    });
    const url = `/api/v1/properties/${property.id}/reports`;

    const bad = await client.post(
      url,
      { reason: 'aburrido' },
      { headers: { 'x-forwarded-for': '10.9.0.1' } },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Motivo no válido');
    const long = await client.post(url, { reason: 'other', comment: 'x'.repeat(1001) });
    expect(long.body).toContain('como máximo 1000 caracteres');

    const res = await client.post(url, {
      reason: 'fraud',
      comment: 'Me pidieron un adelanto. Soy Ana, 999 111 222',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Gracias por avisarnos. Revisaremos este aviso.' });

    const seen = await client.get(url, { token: owner.token });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().reports).toEqual([
      { id: expect.any(Number), reason: 'fraud', created_at: expect.any(String), resolved: false },
    ]);
    expect(seen.body).not.toContain('Ana');
    expect((await client.get(url, { token: stranger.token })).statusCode).toBe(404);
    expect((await client.get(url)).statusCode).toBe(401);
  });

  it('limits reports per visitor', async () => {
    const { property } = await buildProperty(t.app.db);
    const reporter = await createSignedInUser(t.app.db, { role: 'agent' });
    const send = () =>
      client.post(
        `/api/v1/properties/${property.id}/reports`,
        { reason: 'duplicate' },
        { token: reporter.token },
      );
    for (let i = 0; i < reportThrottle.limit; i++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('Demasiados intentos');
  });
});
