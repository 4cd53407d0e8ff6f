import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createUser } from '../../../../test/factories/users.ts';
import { users } from '../../../platform/db/schema/index.ts';

describe('the detail page names the agent in charge beside the company', () => {
  const t = useTestApp();
  const client = t.client;

  it('shows name and phone (the company’s when the agent has none), never the e-mail; none once deactivated', async () => {
    const db = t.database.db;
    const company = await createCompany(db, { phone: '+51 1 444 5555' });
    const { user: agent } = await createUser(db, {
      role: 'agent',
      companyId: company.id,
      firstName: 'Rosa',
      lastName: 'Quispe',
      phone: '+51 999 888 777',
    });
    const { property } = await buildProperty(db, { company, agentId: agent.id });
    const detail = async () => (await client.get(`/api/v1/properties/${property.slug}`)).json().property;

    expect((await detail()).agent).toEqual({
      id: agent.id,
      name: 'Rosa Quispe',
      avatar_url: null,
      phone: '+51 999 888 777',
      // Shown only once an admin has verified it (docs/product/owners.md, registered agents).
      registry_number: null,
    });
    expect(JSON.stringify(await detail())).not.toContain(agent.email);

    await db.update(users).set({ phone: null }).where(eq(users.id, agent.id));
    expect((await detail()).agent.phone).toBe('+51 1 444 5555');

    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, agent.id));
    expect((await detail()).agent).toBeNull();
  });
});
