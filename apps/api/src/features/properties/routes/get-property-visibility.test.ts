import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import type { Company, PropertyStatus, PropertyVisibility } from '../../../platform/db/schema/index.ts';

/*
 * docs/decisions.md, "visibility" and "Roles": published public or unlisted properties are anyone's; drafts,
 * archived and private ones only their company's members' and admins'. Everyone else gets the 404 of a
 * missing property.
 */

type Viewer = 'guest' | 'otherCompany' | 'agent' | 'companyAdmin' | 'admin';
const viewers: Viewer[] = ['guest', 'otherCompany', 'agent', 'companyAdmin', 'admin'];
const insiders = new Set<Viewer>(['agent', 'companyAdmin', 'admin']);

/** 'link': anyone by its slug, only insiders by its numeric id (walking ids must not find it). */
const cases: [PropertyStatus, PropertyVisibility, 'anyone' | 'link' | 'insiders'][] = [
  ['published', 'public', 'anyone'],
  ['published', 'unlisted', 'link'],
  ['published', 'private', 'insiders'],
  ['draft', 'public', 'insiders'],
  ['draft', 'unlisted', 'insiders'],
  ['draft', 'private', 'insiders'],
  ['archived', 'public', 'insiders'],
  ['archived', 'private', 'insiders'],
];

describe('who sees a property on GET /api/v1/properties/{slug or id}', () => {
  const t = useTestApp();
  const client = t.client;
  let company: Company;
  const tokens = new Map<Viewer, string | undefined>();

  beforeAll(async () => {
    const db = t.database.db;
    company = await createCompany(db);
    tokens.set('guest', undefined);
    tokens.set('otherCompany', (await createSignedInUser(db, { role: 'company_admin' })).token);
    tokens.set('agent', (await createSignedInUser(db, { role: 'agent', companyId: company.id })).token);
    tokens.set(
      'companyAdmin',
      (await createSignedInUser(db, { role: 'company_admin', companyId: company.id })).token,
    );
    tokens.set('admin', (await createSignedInUser(db, { role: 'admin' })).token);
  });

  it.each(cases)('status %s, visibility %s: visible to %s', async (status, visibility, audience) => {
    const { property } = await buildProperty(t.database.db, {
      company,
      status,
      visibility,
      publishedAt: status === 'published' ? new Date() : null,
    });
    for (const viewer of viewers) {
      const token = tokens.get(viewer);
      for (const key of [property.slug, String(property.id)]) {
        const byLink = audience === 'link' && key === property.slug;
        const canSee = audience === 'anyone' || byLink || insiders.has(viewer);
        const res = await client.get(`/api/v1/properties/${key}`, token ? { token } : {});
        expect(res.statusCode, `${viewer} by ${key}`).toBe(canSee ? 200 : 404);
        if (canSee) expect(res.json().property.can_edit, viewer).toBe(insiders.has(viewer));
        else expect(res.json()).toEqual({ error: 'not_found', message: 'Propiedad no encontrada' });
      }
    }
  });

  it('keeps unlisted properties out of the listing while their link works', async () => {
    const { property } = await buildProperty(t.database.db, {
      company,
      visibility: 'unlisted',
      title: 'Casa escondida',
    });
    expect((await client.get(`/api/v1/properties/${property.slug}`)).statusCode).toBe(200);
    const list = await client.get('/api/v1/properties', { query: { per_page: '100' } });
    expect(list.json().properties.map((p: { id: number }) => p.id)).not.toContain(property.id);
  });
});
