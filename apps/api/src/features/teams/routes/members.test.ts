import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser, DEFAULT_TEST_PASSWORD } from '../../../../test/factories/users.ts';
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
