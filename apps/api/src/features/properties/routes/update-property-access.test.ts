import { describe, expect, it } from 'vitest';
import { readProperty, useEditorApp } from './write-test-support.ts';

/* Who may save the editor over a property: its company's members and an admin. */

describe('PATCH /api/v1/properties/{slug or id} (the editor)', () => {
  const { t, client, roles, newHouse, patch, edit } = useEditorApp();

  describe('who may edit', () => {
    it('an agent of the company and an admin may', async () => {
      const created = await newHouse();
      expect(
        (await edit(created.id, { property: { title: 'Editada por el agente' } }, roles.agent)).title,
      ).toBe('Editada por el agente');
      expect(
        (await edit(created.id, { property: { title: 'Editada por el admin' } }, roles.admin)).title,
      ).toBe('Editada por el admin');
    });

    it('a member of another company gets 404 and changes nothing', async () => {
      const created = await newHouse();
      const res = await patch(created.id, { property: { title: 'Intruso' } }, roles.stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found', message: 'Propiedad no encontrada' });
      expect((await readProperty(client, roles.owner, created.id)).title).toBe(created.title);
    });

    it('a guest gets 401', async () => {
      const created = await newHouse();
      expect(
        (await client.patch(`/api/v1/properties/${created.id}`, { property: { title: 'x' } })).statusCode,
      ).toBe(401);
    });

    it('without the anti-forgery header: 403', async () => {
      const created = await newHouse();
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/properties/${created.id}`,
        headers: { authorization: `Bearer ${roles.owner}` },
        cookies: { csrf_token: 'a-cookie-without-its-header' },
        payload: { property: { title: 'x' } },
      });
      expect(res.statusCode).toBe(403);
      expect((await readProperty(client, roles.owner, created.id)).title).toBe(created.title);
    });

    it('a missing property is a 404', async () => {
      expect((await patch(999_999, { property: { title: 'x' } })).statusCode).toBe(404);
    });
  });
});
