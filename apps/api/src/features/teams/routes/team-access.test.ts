import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { TestClient } from '../../../../test/http-client.ts';
import { properties, type Company } from '../../../platform/db/schema/index.ts';
import { insertContactRequest } from '../../contact-requests/routes/test-support.ts';

describe('team endpoints × role × own or other company', () => {
  let t: TestApp;
  let client: TestClient;
  let company: Company;
  let other: Company;
  const tokens = { admin: '', company_admin: '', agent: '', other_admin: '' };
  let agentId = 0;
  let propertyId = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    client = new TestClient(t.app);
    const db = t.database.db;
    company = await createCompany(db);
    other = await createCompany(db);
    tokens.admin = (await createSignedInUser(db, { role: 'admin', companyId: null })).token;
    tokens.company_admin = (
      await createSignedInUser(db, { role: 'company_admin', companyId: company.id })
    ).token;
    const agent = await createSignedInUser(db, { role: 'agent', companyId: company.id });
    tokens.agent = agent.token;
    agentId = agent.user.id;
    tokens.other_admin = (await createSignedInUser(db, { role: 'company_admin', companyId: other.id })).token;
    ({
      property: { id: propertyId },
    } = await buildProperty(db, { company, agentId }));
  });

  const calls = () => [
    {
      name: 'list members',
      run: (token?: string) => client.get(`/api/v1/companies/${company.id}/members`, { token }),
      agent: 200,
    },
    {
      name: 'list invitations',
      run: (token?: string) => client.get(`/api/v1/companies/${company.id}/invitations`, { token }),
      agent: 403,
    },
    {
      name: 'invite',
      run: (token?: string) =>
        client.post(
          `/api/v1/companies/${company.id}/invitations`,
          { email: `m-${Math.random().toString(36).slice(2)}@example.pe`, role: 'agent' },
          { token },
        ),
      agent: 403,
      ok: 201,
    },
    {
      name: 'change role',
      run: (token?: string) =>
        client.patch(`/api/v1/companies/${company.id}/members/${agentId}`, { role: 'agent' }, { token }),
      agent: 403,
    },
    {
      name: 'team settings',
      run: (token?: string) =>
        client.patch(
          `/api/v1/companies/${company.id}/team_settings`,
          { agents_may_take_properties: false },
          { token },
        ),
      agent: 403,
    },
    {
      name: 'property agents',
      run: (token?: string) => client.get(`/api/v1/companies/${company.id}/property_agents`, { token }),
      agent: 200,
    },
    {
      name: 'agent stats',
      run: (token?: string) => client.get(`/api/v1/companies/${company.id}/agent_stats`, { token }),
      agent: 403,
    },
  ];

  it('guests 401, another company 404, agents read only, company_admin and admin manage', async () => {
    for (const call of calls()) {
      expect((await call.run()).statusCode, `${call.name} guest`).toBe(401);
      const foreign = await call.run(tokens.other_admin);
      expect(foreign.statusCode, `${call.name} other company`).toBe(404);
      expect((await call.run(tokens.agent)).statusCode, `${call.name} agent`).toBe(call.agent);
      expect((await call.run(tokens.company_admin)).statusCode, `${call.name} company_admin`).toBe(
        call.ok ?? 200,
      );
      expect((await call.run(tokens.admin)).statusCode, `${call.name} admin`).toBe(call.ok ?? 200);
    }
  });

  it('another company’s invitation or member answers 404 even to a company_admin', async () => {
    const { user: outsider } = await createSignedInUser(t.database.db, {
      role: 'agent',
      companyId: other.id,
    });
    const res = await client.patch(
      `/api/v1/companies/${company.id}/members/${outsider.id}`,
      { role: 'company_admin' },
      { token: tokens.company_admin },
    );
    expect(res.statusCode).toBe(404);
    const invited = await client.post(
      `/api/v1/companies/${other.id}/invitations`,
      { email: 'ajeno@example.pe', role: 'agent' },
      { token: tokens.other_admin },
    );
    const id = invited.json().invitation.id;
    for (const res2 of [
      await client.post(`/api/v1/companies/${company.id}/invitations/${id}/resend`, undefined, {
        token: tokens.company_admin,
      }),
      await client.delete(`/api/v1/companies/${company.id}/invitations/${id}`, {
        token: tokens.company_admin,
      }),
    ]) {
      expect(res2.statusCode).toBe(404);
    }
  });

  it('the agent in charge: company_admin reassigns; an agent takes it only when the company allows', async () => {
    const { user: colleague } = await createSignedInUser(t.database.db, {
      role: 'agent',
      companyId: company.id,
    });
    const put = (token: string, agent_id: number) =>
      client.put(`/api/v1/properties/${propertyId}/agent`, { agent_id }, { token });

    expect((await put(tokens.company_admin, colleague.id)).statusCode).toBe(200);
    const map = await client.get(`/api/v1/companies/${company.id}/property_agents`, { token: tokens.agent });
    expect(map.json().property_agents).toContainEqual({ property_id: propertyId, agent_id: colleague.id });
    const take = await put(tokens.agent, agentId);
    expect(take.statusCode).toBe(403);
    expect(take.json().message).toContain('Solo un administrador');
    await client.patch(
      `/api/v1/companies/${company.id}/team_settings`,
      { agents_may_take_properties: true },
      { token: tokens.company_admin },
    );
    expect((await put(tokens.agent, agentId)).statusCode).toBe(200);
    expect((await put(tokens.agent, colleague.id)).statusCode).toBe(403);
    expect((await put(tokens.other_admin, agentId)).statusCode).toBe(404);
    const outsider = await put(tokens.company_admin, 999999);
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().errors).toEqual([
      'agent_id: El agente a cargo debe ser un miembro activo de la empresa',
    ]);
  });

  it('leads: the inbox filters "Mis consultas" and names the agent in charge; stats per agent', async () => {
    const db = t.database.db;
    const [property] = await db.select().from(properties).where(eq(properties.id, propertyId));
    await insertContactRequest(db, property!, { agentId, name: 'Para el agente' });
    await insertContactRequest(db, property!, { agentId: null, name: 'Sin agente' });
    const mine = await client.get(`/api/v1/companies/${company.id}/contact_requests`, {
      token: tokens.agent,
      query: { mine: 'true' },
    });
    expect(mine.json().contact_requests.map((c: { name: string }) => c.name)).toEqual(['Para el agente']);
    expect(mine.json().contact_requests[0].agent).toEqual({ id: agentId, name: 'Lucía Quispe' });
    const all = await client.get(`/api/v1/companies/${company.id}/contact_requests`, { token: tokens.agent });
    expect(all.json().contact_requests).toHaveLength(2);

    const stats = await client.get(`/api/v1/companies/${company.id}/agent_stats`, {
      token: tokens.company_admin,
      query: { period: 'week' },
    });
    expect(stats.statusCode).toBe(200);
    const row = stats.json().agents.find((a: { id: number }) => a.id === agentId);
    expect(row).toMatchObject({ properties: 1, leads: 1, active: true });
  });
});
