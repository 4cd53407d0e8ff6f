import type { CompanyResponse } from '@inmuebles/shared/companies/management-schema';
import type { AdminCompany, AuditEntry } from '@inmuebles/shared/trust/admin-schema';
import { agentRegistryMessages } from '@inmuebles/shared/trust/agent-registry';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createRoleSet } from '../../../../test/factories/roles.ts';
import { multipartForm } from './management-test-support.ts';

/*
 * A company's own Registro del Agente Inmobiliario number (docs/product/owners.md §5): its company_admin
 * enters it in the company form, an admin verifies it in the console, and only then does anyone else see it.
 */
describe("a company's Registro del Agente Inmobiliario number", () => {
  const t = useTestApp();
  const client = t.client;

  const patch = (ref: string, body: unknown, token: string) =>
    client.patch(`/api/v1/companies/${ref}`, body, { token });
  const shown = async (slug: string, token?: string) =>
    (await client.get(`/api/v1/companies/${slug}`, token ? { token } : {})).json<CompanyResponse>().company
      .agent_registry;
  const adminAct = (token: string, id: number, action: string) =>
    client.post(`/api/v1/admin/companies/${id}/${action}`, {}, { token });

  it('is entered by the company_admin, public only once an admin verified it, and checked again when changed', async () => {
    const roles = await createRoleSet(t.app.db);
    const { company } = roles;

    const saved = await patch(company.slug, { agent_registry_number: ' pj-0456 ' }, roles.owner);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CompanyResponse>().company.agent_registry).toEqual({
      number: 'PJ-0456',
      verified: false,
    });
    // The form reads the company as its editors see it; a guest, an agent and another company see nothing.
    expect(await shown(company.slug, roles.owner)).toEqual({ number: 'PJ-0456', verified: false });
    expect(await shown(company.slug, roles.admin)).toEqual({ number: 'PJ-0456', verified: false });
    expect(await shown(company.slug)).toBeNull();
    expect(await shown(company.slug, roles.agent)).toBeNull();
    expect(await shown(company.slug, roles.stranger)).toBeNull();
    const listed = await client.get('/api/v1/companies', { query: { search: company.name } });
    expect(JSON.stringify(listed.json())).not.toContain('PJ-0456');

    // The console lists the number; verifying it makes it public, and the audit log keeps the act.
    const list = await client.get('/api/v1/admin/companies', {
      token: roles.admin,
      query: { search: company.name },
    });
    expect(list.json<{ companies: AdminCompany[] }>().companies[0]).toMatchObject({
      agent_registry_number: 'PJ-0456',
      agent_registry_verified_at: null,
    });
    const verified = await adminAct(roles.admin, company.id, 'verify_agent_registry');
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<{ company: AdminCompany }>().company).toMatchObject({
      agent_registry_number: 'PJ-0456',
      agent_registry_verified_at: expect.any(String),
    });
    expect(await shown(company.slug)).toEqual({ number: 'PJ-0456', verified: true });
    expect(await shown(company.slug, roles.owner)).toEqual({ number: 'PJ-0456', verified: true });

    // Saving the same number keeps the check; a new one is hidden until checked again.
    const same = await patch(company.slug, { agent_registry_number: 'PJ-0456', about: 'Otra' }, roles.owner);
    expect(same.json<CompanyResponse>().company.agent_registry).toEqual({
      number: 'PJ-0456',
      verified: true,
    });
    const changed = await patch(company.slug, { agent_registry_number: 'PJ-0789' }, roles.owner);
    expect(changed.json<CompanyResponse>().company.agent_registry).toEqual({
      number: 'PJ-0789',
      verified: false,
    });
    expect(await shown(company.slug)).toBeNull();

    // The admin verifies the new one and can take the mark back.
    await adminAct(roles.admin, company.id, 'verify_agent_registry');
    expect(await shown(company.slug)).toEqual({ number: 'PJ-0789', verified: true });
    const unverified = await adminAct(roles.admin, company.id, 'unverify_agent_registry');
    expect(unverified.statusCode, unverified.body).toBe(200);
    expect(unverified.json<{ company: AdminCompany }>().company.agent_registry_verified_at).toBeNull();
    expect(await shown(company.slug)).toBeNull();

    const audit = await client.get('/api/v1/admin/audit_log', { token: roles.admin });
    const entries = audit
      .json<{ entries: AuditEntry[] }>()
      .entries.filter((entry) => entry.target.type === 'company' && entry.target.id === company.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'company.unverify_agent_registry',
      'company.verify_agent_registry',
      'company.verify_agent_registry',
    ]);
    expect(entries[1]?.details).toEqual({ agent_registry_number: 'PJ-0789' });

    // A blank number removes it.
    const cleared = await patch(company.slug, { agent_registry_number: '' }, roles.owner);
    expect(cleared.json<CompanyResponse>().company.agent_registry).toBeNull();
  });

  it('refuses a wrong format (422), an agent or another company (403), and verifying without a number (409)', async () => {
    const roles = await createRoleSet(t.app.db);
    const { company } = roles;

    for (const number of ['P', 'ABC', 'PJ 0456', '#0456', 'PJ-12345678901234567890', 42]) {
      const res = await patch(company.slug, { agent_registry_number: number }, roles.owner);
      expect(res.statusCode, String(number)).toBe(422);
      expect(res.body).toContain(agentRegistryMessages.format);
    }
    // The multipart form (the one sent with a new logo or cover) validates it alike.
    const form = multipartForm([{ name: 'agent_registry_number', value: 'PJ 0456' }]);
    const multipart = await client.patch(`/api/v1/companies/${company.slug}`, form.payload, {
      token: roles.owner,
      headers: form.headers,
    });
    expect(multipart.statusCode).toBe(422);
    expect(multipart.body).toContain(agentRegistryMessages.format);

    expect((await patch(company.slug, { agent_registry_number: 'PJ-0456' }, roles.agent)).statusCode).toBe(
      403,
    );
    expect((await patch(company.slug, { agent_registry_number: 'PJ-0456' }, roles.stranger)).statusCode).toBe(
      403,
    );
    expect(await shown(company.slug, roles.owner)).toBeNull();

    const nothing = await adminAct(roles.admin, company.id, 'verify_agent_registry');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(agentRegistryMessages.companyNoNumber);

    // Only platform admins reach the console.
    await patch(company.slug, { agent_registry_number: 'PJ-0456' }, roles.owner);
    expect((await adminAct(roles.owner, company.id, 'verify_agent_registry')).statusCode).toBe(404);
    expect(await shown(company.slug)).toBeNull();
  });
});
