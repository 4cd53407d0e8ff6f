import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { adminAuditLog, apiKeys } from '../../../platform/db/schema/index.ts';
import { apartment, createKey, partner } from '../test/partner-test-support.ts';

/*
 * The partner keys (docs/product/partner-api.md, "Claves"): shown once and stored only as a hash, scoped,
 * revoked at once, audited, listed for the company and for admins, and worthless anywhere but the partner API.
 */

describe('partner API keys', () => {
  const t = useTestApp();
  let admin: { token: string; companyId: number };
  let otherAdmin: { token: string; companyId: number };

  beforeAll(async () => {
    const a = await createSignedInUser(t.database.db, { role: 'company_admin' });
    admin = { token: a.token, companyId: a.user.companyId ?? 0 };
    const b = await createSignedInUser(t.database.db, { role: 'company_admin' });
    otherAdmin = { token: b.token, companyId: b.user.companyId ?? 0 };
  });

  it('shows the key once and keeps only its hash', async () => {
    const { id, secret } = await createKey(t.client, admin.token, admin.companyId, ['listings:read']);
    expect(secret).toMatch(/^inmo_pk_[A-Za-z0-9_-]{43}$/);

    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(JSON.stringify(row)).not.toContain(secret.slice(8));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const list = await t.client.get(`/api/v1/companies/${admin.companyId}/api_keys`, { token: admin.token });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    const [listed] = list.json<{ api_keys: { id: number; prefix: string; scopes: string[] }[] }>().api_keys;
    expect(listed).toMatchObject({ id, prefix: secret.slice(0, 14), scopes: ['listings:read'] });

    const [entry] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
    expect(entry).toMatchObject({ action: 'api_key.create', targetType: 'api_key' });
  });

  it('refuses a bad name or scope in Spanish, and agents and other companies', async () => {
    const bad = await t.client.post(
      `/api/v1/companies/${admin.companyId}/api_keys`,
      { name: ' ', scopes: ['listings:delete'] },
      { token: admin.token },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: string[] }>().errors.join(' ')).toContain('El nombre es obligatorio');

    const other = await t.client.post(
      `/api/v1/companies/${admin.companyId}/api_keys`,
      { name: 'X', scopes: ['leads:read'] },
      { token: otherAdmin.token },
    );
    expect(other.statusCode).toBe(403);

    const agent = await createSignedInUser(t.database.db, { role: 'agent', companyId: admin.companyId });
    const byAgent = await t.client.get(`/api/v1/companies/${admin.companyId}/api_keys`, {
      token: agent.token,
    });
    expect(byAgent.statusCode).toBe(403);
  });

  it('answers 401 without a hint for unknown and revoked keys, 403 without the scope', async () => {
    const readOnly = await createKey(t.client, admin.token, admin.companyId, ['listings:read']);
    const api = partner(t.app, readOnly.secret);
    expect((await api.get('/listings')).statusCode).toBe(200);
    const write = await api.put('/listings/A-1', apartment());
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({
      error: 'forbidden',
      message: 'Esta clave no tiene el permiso listings:write',
    });
    expect((await api.get('/leads')).statusCode).toBe(403);

    const unknown = await partner(t.app, `inmo_pk_${'x'.repeat(43)}`).get('/listings');
    const junk = await partner(t.app, 'nada').get('/listings');
    const none = await t.app.inject({ method: 'GET', url: '/api/partner/v1/listings' });

    const revoked = await t.client.post(`/api/v1/api_keys/${readOnly.id}/revoke`, undefined, {
      token: admin.token,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<{ api_key: { revoked_at: string | null } }>().api_key.revoked_at).not.toBeNull();
    const afterRevoke = await api.get('/listings');

    for (const res of [unknown, junk, none, afterRevoke]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorized', message: 'Clave de API no válida' });
    }
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'api_key.revoke'));
    expect(entry).toMatchObject({ targetId: readOnly.id });
  });

  it('records the last use and its address', async () => {
    const key = await createKey(t.client, admin.token, admin.companyId, ['listings:read']);
    await t.app.inject({
      method: 'GET',
      url: '/api/partner/v1/listings',
      headers: { authorization: `Bearer ${key.secret}` },
      remoteAddress: '203.0.113.7',
    });
    const list = await t.client.get(`/api/v1/companies/${admin.companyId}/api_keys`, { token: admin.token });
    const listed = list
      .json<{ api_keys: { id: number; last_used_at: string | null; last_used_ip: string }[] }>()
      .api_keys.find((k) => k.id === key.id);
    expect(listed?.last_used_at).not.toBeNull();
    expect(listed?.last_used_ip).toBe('203.0.113.7');
  });

  it('never opens the app routes, and a session never opens the partner API', async () => {
    const key = await createKey(t.client, admin.token, admin.companyId);
    const me = await t.client.get('/api/v1/auth/me', { token: key.secret });
    expect(me.statusCode).toBe(401);
    const mine = await t.client.get('/api/v1/my_properties', { token: key.secret });
    expect(mine.statusCode).toBe(401);
    const bySession = await partner(t.app, admin.token).get('/listings');
    expect(bySession.statusCode).toBe(401);
  });

  it('lets an admin see every company’s keys and revoke them; a company_admin only their own', async () => {
    const key = await createKey(t.client, otherAdmin.token, otherAdmin.companyId, ['leads:read'], 'Tokko');
    const notMine = await t.client.post(`/api/v1/api_keys/${key.id}/revoke`, undefined, {
      token: admin.token,
    });
    expect(notMine.statusCode).toBe(404);

    const platformAdmin = await createSignedInUser(t.database.db, { role: 'admin' });
    const all = await t.client.get('/api/v1/admin/api_keys', { token: platformAdmin.token });
    expect(all.statusCode).toBe(200);
    const companies = new Set(
      all.json<{ api_keys: { company: { id: number } }[] }>().api_keys.map((k) => k.company.id),
    );
    expect(companies).toEqual(new Set([admin.companyId, otherAdmin.companyId]));
    expect((await t.client.get('/api/v1/admin/api_keys', { token: admin.token })).statusCode).toBe(404);

    const byAdmin = await t.client.post(`/api/v1/api_keys/${key.id}/revoke`, undefined, {
      token: platformAdmin.token,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await partner(t.app, key.secret).get('/leads')).statusCode).toBe(401);
    const create = await t.client.post(
      `/api/v1/companies/${otherAdmin.companyId}/api_keys`,
      { name: 'X', scopes: ['leads:read'] },
      { token: platformAdmin.token },
    );
    expect(create.statusCode).toBe(403);
  });
});
