import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { createBody, createProperty, useEditorApp, validationErrors } from './write-test-support.ts';

/* Who may create a property: the company's members for their company, an admin for the company named. */

describe('POST /api/v1/properties', () => {
  const { t, client, roles, countProperties } = useEditorApp();

  describe('who may create', () => {
    it('an admin creates for the company named by company_id', async () => {
      const created = await createProperty(
        client,
        roles.admin,
        createBody({ company_id: roles.otherCompany.id }),
      );
      expect(created.company.id).toBe(roles.otherCompany.id);
    });

    it('an admin naming no company, or one that does not exist, is refused', async () => {
      const without = await client.post('/api/v1/properties', createBody(), { token: roles.admin });
      expect(without.statusCode).toBe(403);
      expect(without.json()).toMatchObject({ message: 'No tienes una empresa asignada' });
      const unknown = await client.post('/api/v1/properties', createBody({ company_id: 999_999 }), {
        token: roles.admin,
      });
      expect(validationErrors(unknown)).toEqual(['property.company_id: Empresa no encontrada']);
    });

    it('a member may not create for another company', async () => {
      const before = await countProperties();
      const res = await client.post('/api/v1/properties', createBody({ company_id: roles.otherCompany.id }), {
        token: roles.agent,
      });
      expect(res.statusCode).toBe(403);
      expect(await countProperties()).toBe(before);
    });

    it('a user without company gets 403 with the spec message', async () => {
      const { token } = await createSignedInUser(t.database.db, { role: 'agent', companyId: null });
      const res = await client.post('/api/v1/properties', createBody(), { token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'forbidden', message: 'No tienes una empresa asignada' });
    });

    it('a guest gets 401', async () => {
      const res = await client.post('/api/v1/properties', createBody());
      expect(res.statusCode).toBe(401);
    });

    it('without the anti-forgery header: 403 and nothing created', async () => {
      const before = await countProperties();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/properties',
        headers: { authorization: `Bearer ${roles.owner}` },
        cookies: { csrf_token: 'a-cookie-without-its-header' },
        payload: createBody(),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'csrf_failed' });
      expect(await countProperties()).toBe(before);
    });
  });
});
