import type { ProjectResponse } from '@inmuebles/shared/projects/project-schema';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../../../../test/factories/companies.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { projectBody } from './test-support.ts';

/** POST /projects with `company_id` (docs/product/projects.md §2.5): only an admin chooses the builder. */
describe('POST /projects: the owning company', () => {
  const t = useTestApp();
  const client = t.client;

  it('an admin creates the project for the company chosen', async () => {
    const builder = await createCompany(t.database.db, { name: 'Constructora Elegida' });
    const { token } = await createSignedInUser(t.database.db, { role: 'admin' });
    const res = await client.post('/api/v1/projects', projectBody({ company_id: builder.id }), { token });
    expect(res.statusCode).toBe(201);
    expect(res.json<ProjectResponse>().project.company).toMatchObject({
      id: builder.id,
      name: 'Constructora Elegida',
    });
  });

  it('an admin naming an unknown company gets a 422 naming the field', async () => {
    const { token } = await createSignedInUser(t.database.db, { role: 'admin' });
    const res = await client.post('/api/v1/projects', projectBody({ company_id: 987_654 }), { token });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: string[] }>().errors).toContain('project.company_id: Empresa no encontrada');
  });

  it('a company_admin cannot choose another company, and nothing is created', async () => {
    const other = await createCompany(t.database.db, { name: 'Otra Constructora' });
    const { token, company } = await createSignedInUser(t.database.db, { role: 'company_admin' });
    const res = await client.post('/api/v1/projects', projectBody({ company_id: other.id }), { token });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('No puedes crear proyectos para otra empresa');
    const own = await client.get('/api/v1/my_projects', { token });
    expect(own.json<{ projects: unknown[] }>().projects).toHaveLength(0);
    // Their own company named explicitly is fine.
    const mine = await client.post('/api/v1/projects', projectBody({ company_id: company?.id }), { token });
    expect(mine.statusCode).toBe(201);
  });
});
