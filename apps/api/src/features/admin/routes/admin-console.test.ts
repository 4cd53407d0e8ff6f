import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser, createUser } from '../../../../test/factories/users.ts';
import { adminAuditLog, companies, properties, users } from '../../../platform/db/schema/index.ts';
import { auditActions } from './audit-test-support.ts';

/* docs/product/trust-and-admin.md: the admin console, hiding and suspending, users and the audit log. */

const t = useTestApp();
const client = t.client;
let admin: string;

beforeAll(async () => {
  admin = (await createSignedInUser(t.app.db, { role: 'admin' })).token;
});

describe('Admin console access', () => {
  const reads = [
    '/overview',
    '/companies',
    '/properties',
    '/users',
    '/audit_log',
    '/jobs',
    '/properties/1/reports',
  ];
  const writes = [
    '/companies/1/verify',
    '/companies/1/unverify',
    '/companies/1/suspend',
    '/companies/1/reinstate',
    '/properties/1/hide',
    '/properties/1/unhide',
    '/properties/1/resolve_reports',
    '/users/1/deactivate',
    '/users/1/reactivate',
  ];

  it('is a 404 for guests, agents, company admins and plain users', async () => {
    const company = await createCompany(t.app.db);
    const logSize = async () => (await t.app.db.select().from(adminAuditLog)).length;
    const before = await logSize();
    const tokens = [
      undefined,
      (await createSignedInUser(t.app.db, { role: 'agent', companyId: company.id })).token,
      (await createSignedInUser(t.app.db, { role: 'company_admin', companyId: company.id })).token,
      (await createSignedInUser(t.app.db, { role: 'agent', companyId: null })).token,
    ];
    for (const token of tokens) {
      const options = token ? { token } : {};
      for (const path of reads) {
        expect((await client.get(`/api/v1/admin${path}`, options)).statusCode, path).toBe(404);
      }
      for (const path of writes) {
        expect(
          (await client.post(`/api/v1/admin${path}`, { reason: 'Motivo' }, options)).statusCode,
          path,
        ).toBe(404);
      }
      const rate = await client.put(
        '/api/v1/admin/exchange_rate',
        { rate: 3.8, date: '2026-01-02' },
        options,
      );
      expect(rate.statusCode).toBe(404);
    }
    expect(await logSize()).toBe(before);
  });

  it('answers the overview to an admin', async () => {
    const res = await client.get('/api/v1/admin/overview', { token: admin });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().overview)).toEqual([
      'companies',
      'verified_companies',
      'suspended_companies',
      'published_properties',
      'new_properties_this_week',
      'open_reports',
      'outbox_pending',
      'outbox_failed',
    ]);
  });
});

describe('Hiding a property', () => {
  it('lists reported properties first, hides with a reason the company reads, unhides; all audited', async () => {
    const owner = await createSignedInUser(t.app.db, { role: 'company_admin' });
    const { property } = await buildProperty(t.app.db, {
      company: owner.company!,
      companyId: owner.company!.id,
      title: 'Depa con adelanto sospechoso',
    });
    const { property: quiet } = await buildProperty(t.app.db);
    await client.post(
      `/api/v1/properties/${property.id}/reports`,
      { reason: 'fraud' },
      {
        headers: { 'x-forwarded-for': '10.9.0.7' },
      },
    );

    const list = await client.get('/api/v1/admin/properties', { token: admin });
    const order = list.json().properties.map((p: { id: number }) => p.id) as number[];
    // Newer, but without reports: after the reported one.
    expect(order.indexOf(property.id)).toBeLessThan(order.indexOf(quiet.id));
    expect(list.json().properties[order.indexOf(property.id)].open_reports).toBe(1);

    const noReason = await client.post(`/api/v1/admin/properties/${property.id}/hide`, {}, { token: admin });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.body).toContain('El motivo es requerido');
    const hidden = await client.post(
      `/api/v1/admin/properties/${property.id}/hide`,
      { reason: 'Piden adelanto sin visita' },
      { token: admin },
    );
    expect(hidden.statusCode, hidden.body).toBe(200);

    expect((await client.get(`/api/v1/properties/${property.slug}`)).statusCode).toBe(404);
    const catalogue = await client.get('/api/v1/properties', { query: { search: 'adelanto sospechoso' } });
    expect(catalogue.json().properties.map((p: { id: number }) => p.id)).not.toContain(property.id);
    const own = await client.get(`/api/v1/properties/${property.id}/reports`, { token: owner.token });
    expect(own.json().hidden).toMatchObject({ reason: 'Piden adelanto sin visita' });
    const detail = await client.get(`/api/v1/properties/${property.slug}`, { token: owner.token });
    expect(detail.json().property.hidden).toMatchObject({ reason: 'Piden adelanto sin visita' });

    await client.post(`/api/v1/admin/properties/${property.id}/resolve_reports`, {}, { token: admin });
    await client.post(`/api/v1/admin/properties/${property.id}/unhide`, {}, { token: admin });
    expect((await client.get(`/api/v1/properties/${property.slug}`)).statusCode).toBe(200);
    expect(await auditActions(t.app.db, 'property', property.id)).toEqual([
      'property.hide',
      'property.resolve_reports',
      'property.unhide',
    ]);
  });
});

describe('Suspending a company', () => {
  it('takes its properties out of the catalogue, ends and refuses its sign-ins, deletes nothing', async () => {
    const member = await createUser(t.app.db, { role: 'company_admin' });
    const company = member.company!;
    const session = await client.post('/api/v1/auth/login', {
      email: member.user.email,
      password: member.password,
    });
    const token = session.json().token as string;
    expect(token).toBeTruthy();
    const { property } = await buildProperty(t.app.db, { company, companyId: company.id });
    await buildProperty(t.app.db, { company, companyId: company.id, status: 'draft' });

    const res = await client.post(
      `/api/v1/admin/companies/${company.id}/suspend`,
      { reason: 'Documentos falsos' },
      { token: admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().company).toMatchObject({
      suspended_reason: 'Documentos falsos',
      members_count: 1,
      properties_count: 2,
    });

    expect((await client.get(`/api/v1/properties/${property.slug}`)).statusCode).toBe(404);
    expect((await client.get('/api/v1/me', { token })).statusCode).toBe(401);
    const again = await client.post('/api/v1/auth/login', {
      email: member.user.email,
      password: member.password,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toContain('suspendida');
    expect(await t.app.db.select().from(properties).where(eq(properties.id, property.id))).toHaveLength(1);
    expect(await t.app.db.select().from(users).where(eq(users.id, member.user.id))).toHaveLength(1);
    expect(await t.app.db.select().from(companies).where(eq(companies.id, company.id))).toHaveLength(1);

    await client.post(`/api/v1/admin/companies/${company.id}/reinstate`, {}, { token: admin });
    expect((await client.get(`/api/v1/properties/${property.slug}`)).statusCode).toBe(200);
    const back = await client.post('/api/v1/auth/login', {
      email: member.user.email,
      password: member.password,
    });
    expect(back.statusCode).toBe(200);
    expect(await auditActions(t.app.db, 'company', company.id)).toEqual([
      'company.suspend',
      'company.reinstate',
    ]);
  });
});

describe('Users and the audit log', () => {
  it('deactivates (sessions end) and reactivates a user, and logs who did what', async () => {
    const target = await createSignedInUser(t.app.db, { role: 'agent' });
    const res = await client.post(
      `/api/v1/admin/users/${target.user.id}/deactivate`,
      { reason: 'Spam' },
      { token: admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.deactivated_at).not.toBeNull();
    expect((await client.get('/api/v1/me', { token: target.token })).statusCode).toBe(401);
    await client.post(`/api/v1/admin/users/${target.user.id}/reactivate`, {}, { token: admin });

    const log = await client.get('/api/v1/admin/audit_log', {
      token: admin,
      query: { target_type: 'user', target_id: String(target.user.id) },
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'user.reactivate',
      'user.deactivate',
    ]);
    expect(log.json().entries[1]).toMatchObject({ reason: 'Spam', target: { label: target.user.email } });

    const rate = await client.put(
      '/api/v1/admin/exchange_rate',
      { rate: 3.81, date: '2026-01-05' },
      { token: admin },
    );
    expect(rate.statusCode, rate.body).toBe(200);
    const rates = await client.get('/api/v1/admin/audit_log', {
      token: admin,
      query: { action: 'exchange_rate.set' },
    });
    expect(rates.json().entries[0].details).toMatchObject({ rate: '3.81', date: '2026-01-05' });
  });

  it('cannot be changed through any endpoint nor in the database', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await client.request(method, '/api/v1/admin/audit_log', { token: admin })).statusCode).toBe(
        404,
      );
      expect((await client.request(method, '/api/v1/admin/audit_log/1', { token: admin })).statusCode).toBe(
        404,
      );
    }
    const [entry] = await t.app.db.select().from(adminAuditLog).limit(1);
    expect(entry).toBeDefined();
    await expect(
      t.app.db.update(adminAuditLog).set({ reason: 'editado' }).where(eq(adminAuditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(t.app.db.delete(adminAuditLog).where(eq(adminAuditLog.id, entry!.id))).rejects.toThrow();
  });
});
