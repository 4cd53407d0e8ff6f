import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser, DEFAULT_TEST_PASSWORD } from '../../../../test/factories/users.ts';
import { TestClient } from '../../../../test/http-client.ts';
import {
  activityEvents,
  contactRequests,
  properties,
  type Company,
} from '../../../platform/db/schema/index.ts';
import { insertContactRequest } from '../../contact-requests/routes/test-support.ts';

describe('team members: roles, deactivation and the last company_admin', () => {
  const t = useTestApp();
  const client = t.client;
  let company: Company;

  beforeAll(async () => {
    company = await createCompany(t.database.db, { name: 'Costa Equipo' });
  });

  const member = (role: 'agent' | 'company_admin', firstName = 'Lucía') =>
    createSignedInUser(t.database.db, { role, companyId: company.id, firstName });
  const url = (path = '') => `/api/v1/companies/${company.id}/members${path}`;

  it('lists name, e-mail, phone, role, properties in charge, last sign-in and status', async () => {
    const boss = await member('company_admin', 'Ana');
    const agent = await member('agent', 'Beto');
    await buildProperty(t.database.db, { company, agentId: agent.user.id });
    await buildProperty(t.database.db, { company, agentId: agent.user.id });
    const login = await client.post('/api/v1/auth/login', {
      email: agent.user.email,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);

    const res = await client.get(url(), { token: boss.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().can_manage).toBe(true);
    const beto = res.json().members.find((m: { id: number }) => m.id === agent.user.id);
    expect(beto).toMatchObject({
      first_name: 'Beto',
      email: agent.user.email,
      phone: '+51 987 654 321',
      role: 'agent',
      active: true,
      properties_in_charge: 2,
      last_sign_in_at: expect.any(String),
    });

    // The platform's admin, even with this company on its row, is no member of it.
    const platformAdmin = await createSignedInUser(t.database.db, { role: 'admin', companyId: company.id });
    const again = await client.get(url(), { token: boss.token });
    expect(again.json().members.map((m: { id: number }) => m.id)).not.toContain(platformAdmin.user.id);
    expect(again.json().members.every((m: { role: string }) => m.role !== 'admin')).toBe(true);

    // Agents read the list: colleagues' e-mails yes, their sign-ins no.
    const asAgent = await client.get(url(), { token: agent.token });
    expect(asAgent.statusCode).toBe(200);
    expect(asAgent.json().can_manage).toBe(false);
    const seen = asAgent.json().members.find((m: { id: number }) => m.id === agent.user.id);
    expect(seen).toMatchObject({ email: agent.user.email, last_sign_in_at: null });
  });

  it('a company_admin changes roles; the last active company_admin cannot be demoted (409)', async () => {
    const solo = await createCompany(t.database.db);
    const { user: only, token } = await createSignedInUser(t.database.db, {
      role: 'company_admin',
      companyId: solo.id,
    });
    const { user: agent } = await createSignedInUser(t.database.db, { role: 'agent', companyId: solo.id });
    const soloUrl = (path: string) => `/api/v1/companies/${solo.id}/members${path}`;

    const demote = await client.patch(soloUrl(`/${only.id}`), { role: 'agent' }, { token });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ error: 'last_company_admin' });
    expect(demote.json().message).toContain('al menos un administrador activo');
    const deactivate = await client.post(
      soloUrl(`/${only.id}/deactivate`),
      { reassign_to_id: only.id },
      { token },
    );
    expect(deactivate.statusCode).toBe(409);

    const promote = await client.patch(soloUrl(`/${agent.id}`), { role: 'company_admin' }, { token });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().member.role).toBe('company_admin');
    const bad = await client.patch(soloUrl(`/${agent.id}`), { role: 'admin' }, { token });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual(['role: El rol debe ser agente o administrador de empresa']);
    // Now there are two: the first may step down.
    expect((await client.patch(soloUrl(`/${only.id}`), { role: 'agent' }, { token })).statusCode).toBe(200);

    const events = await t.app.db.select().from(activityEvents).where(eq(activityEvents.companyId, solo.id));
    expect(events.filter((e) => e.kind === 'member_role_changed')).toHaveLength(2);
    expect(events[0]).toMatchObject({
      userId: only.id,
      data: expect.objectContaining({ to: 'company_admin' }),
    });
  });

  it('deactivating ends the sessions at once, refuses sign-in, and reassigns properties and leads', async () => {
    const boss = await member('company_admin', 'Carmen');
    const agent = await member('agent', 'Diego');
    const { property } = await buildProperty(t.database.db, { company, agentId: agent.user.id });
    const lead = await insertContactRequest(t.database.db, property, { agentId: agent.user.id });
    expect((await client.get('/api/v1/auth/me', { token: agent.token })).statusCode).toBe(200);

    // Never oneself, even with another company_admin to take over.
    const self = await client.post(
      url(`/${boss.user.id}/deactivate`),
      { reassign_to_id: (await member('company_admin', 'Elsa')).user.id },
      { token: boss.token },
    );
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('No puedes desactivar tu propia cuenta.');

    const missing = await client.post(url(`/${agent.user.id}/deactivate`), {}, { token: boss.token });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([
      'reassign_to_id: Elige a quién pasan sus propiedades y consultas',
    ]);
    const toAgent = await client.post(
      url(`/${agent.user.id}/deactivate`),
      { reassign_to_id: agent.user.id },
      { token: boss.token },
    );
    expect(toAgent.statusCode).toBe(422);

    const res = await client.post(
      url(`/${agent.user.id}/deactivate`),
      { reassign_to_id: boss.user.id },
      { token: boss.token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().member).toMatchObject({ active: false, properties_in_charge: 0 });
    expect((await client.get('/api/v1/auth/me', { token: agent.token })).statusCode).toBe(401);
    const login = await client.post('/api/v1/auth/login', {
      email: agent.user.email,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({
      error: 'account_deactivated',
      message: 'Tu cuenta fue desactivada por el administrador de tu empresa.',
    });

    const [moved] = await t.app.db.select().from(properties).where(eq(properties.id, property.id));
    expect(moved).toMatchObject({ agentId: boss.user.id, status: 'published' });
    const [movedLead] = await t.app.db.select().from(contactRequests).where(eq(contactRequests.id, lead.id));
    expect(movedLead?.agentId).toBe(boss.user.id);

    const back = await client.post(url(`/${agent.user.id}/reactivate`), undefined, { token: boss.token });
    expect(back.statusCode).toBe(200);
    expect(back.json().member.active).toBe(true);
    const again = await client.post('/api/v1/auth/login', {
      email: agent.user.email,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(again.statusCode).toBe(200);
    const kinds = (
      await t.app.db.select().from(activityEvents).where(eq(activityEvents.companyId, company.id))
    ).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['member_deactivated', 'member_reactivated']));
    // The company's activity feed names who did it and to whom.
    const feed = await client.get('/api/v1/me/activity', { token: boss.token });
    expect(feed.json().activity.map((a: { title: string }) => a.title)).toEqual(
      expect.arrayContaining([
        `Carmen Quispe desactivó a ${agent.user.email} y reasignó sus propiedades y consultas`,
        `Carmen Quispe reactivó a ${agent.user.email}`,
      ]),
    );
  });
});

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
