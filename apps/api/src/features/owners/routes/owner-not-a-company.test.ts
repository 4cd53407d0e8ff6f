import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { publishAsOwner } from './owner-test-support.ts';

/*
 * An owner's company only carries their listings (docs/decisions.md "Owners"): it is never shown as a
 * company, so no directory entry, company page, sitemap entry or company feed names the owner.
 */
describe('the company behind an owner', () => {
  const t = useTestApp();
  const client = t.client;

  it('is absent from the directory, the company pages, the sitemap and the company feeds', async () => {
    const owner = await createSignedInUser(t.database.db, { role: 'user', firstName: 'Zoraida' });
    const admin = await createSignedInUser(t.database.db, { role: 'admin' });
    const listing = await publishAsOwner(client, owner.token);
    const approved = await client.post(
      `/api/v1/admin/properties/${listing.id}/approve`,
      {},
      { token: admin.token },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const detail = (await client.get(`/api/v1/properties/${listing.slug}`)).json<{
      property: PropertyDetail;
    }>();
    const slug = detail.property.company.slug;

    const directory = await client.get('/api/v1/companies?search=Zoraida');
    expect(directory.statusCode).toBe(200);
    expect(directory.json<{ companies: unknown[] }>().companies).toEqual([]);
    expect((await client.get(`/api/v1/companies/${slug}`)).statusCode).toBe(404);
    expect((await client.get(`/api/v1/companies/${slug}/properties`)).statusCode).toBe(404);
    expect((await client.get(`/feeds/${slug}.xml`)).statusCode).toBe(404);
    const sitemap = await client.get('/sitemaps/pages.xml');
    expect(sitemap.body).not.toContain(slug);
    // The listing itself stays public, found by the owner's first name on its card.
    expect((await client.get(`/api/v1/properties/${listing.slug}`)).statusCode).toBe(200);
  });
});
