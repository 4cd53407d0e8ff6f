import type { AdminUser } from '@inmuebles/shared/trust/admin-schema';
import { agentRegistryMessages } from '@inmuebles/shared/trust/agent-registry';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';

/*
 * Registered agents (docs/product/owners.md §5): a member enters their Registro del Agente Inmobiliario
 * number, an admin marks it verified, and only then does the contact card show it.
 */
describe("a member's Registro del Agente Inmobiliario number", () => {
  const t = useTestApp();
  const client = t.client;

  const put = (token: string, body: unknown) => client.put('/api/v1/me/agent_registry', body, { token });
  const adminAct = (token: string, id: number, action: string) =>
    client.post(`/api/v1/admin/users/${id}/${action}`, {}, { token });

  it('is entered by the member, shown on the card only once an admin verified it, and checked again when changed', async () => {
    const db = t.database.db;
    const company = await createCompany(db);
    const agent = await createSignedInUser(db, { role: 'agent', companyId: company.id, firstName: 'Rosa' });
    const admin = await createSignedInUser(db, { role: 'admin' });
    const { property } = await buildProperty(db, { company, agentId: agent.user.id });
    const cardNumber = async () =>
      (await client.get(`/api/v1/properties/${property.slug}`)).json().property.agent.registry_number;

    const saved = await put(agent.token, { number: ' pn-1234 ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ agent_registry: { number: 'PN-1234', verified: false } });
    expect(await cardNumber()).toBeNull();

    // The console lists the number; verifying it puts it on the card, and the audit log keeps the act.
    const users = await client.get('/api/v1/admin/users', {
      token: admin.token,
      query: { search: agent.user.email },
    });
    expect(users.json<{ users: AdminUser[] }>().users[0]).toMatchObject({
      agent_registry_number: 'PN-1234',
      agent_registry_verified_at: null,
    });
    const verified = await adminAct(admin.token, agent.user.id, 'verify_agent_registry');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<{ user: AdminUser }>().user.agent_registry_verified_at).toEqual(expect.any(String));
    expect(await cardNumber()).toBe('PN-1234');
    expect((await client.get('/api/v1/me/agent_registry', { token: agent.token })).json()).toEqual({
      agent_registry: { number: 'PN-1234', verified: true },
    });
    const audit = await client.get('/api/v1/admin/audit_log', { token: admin.token });
    expect(JSON.stringify(audit.json())).toContain('user.verify_agent_registry');

    // Saving the same number keeps the check; a new one needs a new check.
    expect((await put(agent.token, { number: 'PN-1234' })).json().agent_registry.verified).toBe(true);
    expect((await put(agent.token, { number: 'PN-5678' })).json().agent_registry.verified).toBe(false);
    expect(await cardNumber()).toBeNull();

    // The admin can take a check back.
    await adminAct(admin.token, agent.user.id, 'verify_agent_registry');
    expect(await cardNumber()).toBe('PN-5678');
    expect((await adminAct(admin.token, agent.user.id, 'unverify_agent_registry')).statusCode).toBe(200);
    expect(await cardNumber()).toBeNull();
  });

  it('refuses a wrong format (422), a searcher (403), a member without a number to verify (409) and a non-admin (404)', async () => {
    const db = t.database.db;
    const company = await createCompany(db);
    const agent = await createSignedInUser(db, { role: 'agent', companyId: company.id });
    const searcher = await createSignedInUser(db, { role: 'user' });
    const admin = await createSignedInUser(db, { role: 'admin' });

    for (const number of ['P', 'ABC', 'PN 1234', '#1234', 'PN-12345678901234567890', 42]) {
      const res = await put(agent.token, { number });
      expect(res.statusCode, String(number)).toBe(422);
      expect(res.body).toContain(agentRegistryMessages.format);
    }
    expect((await put(agent.token, {})).statusCode).toBe(422);

    const refused = await put(searcher.token, { number: 'PN-1234' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(agentRegistryMessages.membersOnly);
    expect((await client.get('/api/v1/me/agent_registry', { token: searcher.token })).statusCode).toBe(403);
    expect((await client.put('/api/v1/me/agent_registry', { number: 'PN-1234' })).statusCode).toBe(401);

    const nothing = await adminAct(admin.token, agent.user.id, 'verify_agent_registry');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(agentRegistryMessages.noNumber);
    expect((await adminAct(agent.token, agent.user.id, 'verify_agent_registry')).statusCode).toBe(404);

    // Removing the number ('' or null) takes it off.
    await put(agent.token, { number: 'PN-1234' });
    expect((await put(agent.token, { number: '' })).json()).toEqual({
      agent_registry: { number: null, verified: false },
    });
  });
});
