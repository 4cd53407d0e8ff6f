import type { ContactRequestListResponse } from '@inmuebles/shared/contact-requests/inbox-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { emailsTo } from '../../auth/routes/test-support.ts';
import { addUnitType, createProject, setProjectStatus } from '../../projects/routes/test-support.ts';

describe('POST /projects/{slug}/contact_requests: asking the builder about a unit type', () => {
  const t = useTestApp();
  const client = t.client;
  let builder: Awaited<ReturnType<typeof createSignedInUser>>;
  let buyerToken: string;
  let project: { id: number; slug: string; companyId: number };
  let unitIds: number[];

  beforeAll(async () => {
    builder = await createSignedInUser(t.database.db, { role: 'company_admin', firstName: 'Rosa' });
    buyerToken = (await createSignedInUser(t.database.db, { role: 'user' })).token;
    const created = await createProject(client, builder.token, { name: 'Torre Aurora' });
    await addUnitType(client, builder.token, created.id, { name: 'Flat 2D-A' });
    const withTwo = await addUnitType(client, builder.token, created.id, { name: 'Dúplex 3D', bedrooms: 3 });
    await setProjectStatus(client, builder.token, created.id, 'published');
    project = { id: created.id, slug: created.slug, companyId: created.company.id };
    unitIds = withTwo.unit_types.map((unit) => unit.id);
  });

  const ask = (body: Record<string, unknown>, token = buyerToken) =>
    client.post(
      `/api/v1/projects/${project.slug}/contact_requests`,
      {
        contact_request: {
          name: 'Carlos Mendoza',
          email: 'carlos@example.pe',
          phone: '',
          message: 'Hola, me interesa el Flat 2D-A. ¿Tienen piso alto?',
        },
        ...body,
      },
      { token },
    );
  const inbox = async () =>
    (
      await client.get(`/api/v1/companies/${project.companyId}/contact_requests`, { token: builder.token })
    ).json<ContactRequestListResponse>().contact_requests;

  it('carries the unit type into the company inbox and the e-mail', async () => {
    const res = await ask({ unit_type_id: unitIds[0] });
    expect(res.statusCode).toBe(201);
    const [lead] = await inbox();
    expect(lead).toMatchObject({
      name: 'Carlos Mendoza',
      property: null,
      project: { id: project.id, slug: project.slug, name: 'Torre Aurora', unit_type: 'Flat 2D-A' },
    });
    const [mail] = await emailsTo(t.app, builder.user.email);
    expect(mail?.subject).toBe('Nueva consulta sobre "Torre Aurora · Flat 2D-A" - InmoPerú');
    expect(mail?.text).toContain('Recibiste una nueva consulta sobre el proyecto "Torre Aurora · Flat 2D-A"');
    expect(mail?.links).toContain(`http://localhost:3000/proyecto/${project.slug}`);
  });

  it('a deleted unit type leaves its name in the leads that asked about it', async () => {
    await client.delete(`/api/v1/projects/${project.id}/unit_types/${unitIds[0]}`, { token: builder.token });
    const [lead] = await inbox();
    expect(lead?.project?.unit_type).toBe('Flat 2D-A');
  });

  it('refuses a unit type of another project, and a draft project is a 404', async () => {
    const other = await ask({ unit_type_id: 999999 });
    expect(other.statusCode).toBe(422);
    expect(other.json<{ errors: string[] }>().errors).toEqual(['unit_type_id: Tipo de unidad no encontrado']);
    const draft = await createProject(client, builder.token, { name: 'Aún en borrador' });
    const res = await client.post(
      `/api/v1/projects/${draft.slug}/contact_requests`,
      {
        contact_request: {
          name: 'Ana',
          email: 'ana@example.pe',
          message: 'Quiero información del proyecto.',
        },
      },
      { token: buyerToken },
    );
    expect(res.statusCode).toBe(404);
  });
});
