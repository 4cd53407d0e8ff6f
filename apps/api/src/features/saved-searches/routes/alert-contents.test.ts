import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { savedSearches } from '../../../platform/db/schema/index.ts';
import { DAY_MS, now } from '../../../platform/runtime/clock.ts';
import { emailsTo } from '../../auth/routes/test-support.ts';

/*
 * What an alert e-mail shows (docs/product/searcher-accounts.md §4): only what the public listing still
 * shows when the e-mail is written, and each property at the price of the offer the search looks for.
 */
describe('saved-search alert contents', () => {
  const t = useTestApp();
  const client = t.client;
  let admin: string;

  beforeAll(async () => {
    admin = (await createSignedInUser(t.database.db, { role: 'admin' })).token;
  });

  const soon = () => new Date(now().getTime() + 1000);

  async function searcherWithSearch(filters: Record<string, string>, frequency = 'instant') {
    const searcher = await createSignedInUser(t.database.db, { role: 'user' });
    const res = await client.post(
      '/api/v1/user/saved_searches',
      { filters, frequency },
      { token: searcher.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    return { email: searcher.user.email, id: res.json().saved_search.id as number };
  }

  it('never advertises a listing hidden, or a company suspended, after it matched', async () => {
    const db = t.database.db;
    const search = await searcherWithSearch({ district: '150115' }, 'daily');
    await buildProperty(db, {
      location: { district: '150115' },
      title: 'Primera de La Victoria',
      publishedAt: soon(),
    });
    await t.app.savedSearchAlerts.run();
    expect(await emailsTo(t.app, search.email)).toHaveLength(1);

    const hidden = await buildProperty(db, {
      location: { district: '150115' },
      title: 'Oculta por el administrador',
      publishedAt: soon(),
    });
    const suspended = await buildProperty(db, {
      location: { district: '150115' },
      title: 'De una empresa suspendida',
      publishedAt: soon(),
    });
    await buildProperty(db, {
      location: { district: '150115' },
      title: 'Sigue publicada',
      publishedAt: soon(),
    });
    // Matched while listed; the daily e-mail waits for its day.
    expect((await t.app.savedSearchAlerts.run()).matched).toBe(3);
    expect(await emailsTo(t.app, search.email)).toHaveLength(1);

    const hide = await client.post(
      `/api/v1/admin/properties/${hidden.property.id}/hide`,
      { reason: 'Fotos de otro inmueble' },
      { token: admin },
    );
    expect(hide.statusCode, hide.body).toBe(200);
    const suspend = await client.post(
      `/api/v1/admin/companies/${suspended.company!.id}/suspend`,
      { reason: 'Documentos falsos' },
      { token: admin },
    );
    expect(suspend.statusCode, suspend.body).toBe(200);

    // Its day has passed.
    await db
      .update(savedSearches)
      .set({ lastAlertedAt: new Date(now().getTime() - DAY_MS - 60_000) })
      .where(eq(savedSearches.id, search.id));
    await t.app.savedSearchAlerts.run();
    const mails = await emailsTo(t.app, search.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toContain('1 inmueble nuevo');
    expect(mails[1]?.text).toContain('Sigue publicada');
    expect(mails[1]?.text).not.toContain('Oculta por el administrador');
    expect(mails[1]?.html).not.toContain('Oculta por el administrador');
    expect(mails[1]?.text).not.toContain('De una empresa suspendida');
    expect(mails[1]?.html).not.toContain('De una empresa suspendida');
  });

  it("shows the matching offer's price and currency: a rent search the monthly rent", async () => {
    const db = t.database.db;
    const rent = await searcherWithSearch({ district: '150116', operation: 'rent' });
    const sale = await searcherWithSearch({ district: '150116', operation: 'sale' });
    const any = await searcherWithSearch({ district: '150116' });
    await buildProperty(db, {
      location: { district: '150116' },
      title: 'Departamento en Lince',
      price: '250000',
      currency: 'USD',
      publishedAt: soon(),
      listings: [
        { operation: 'sale', price: '250000', currency: 'USD' },
        { operation: 'rent', price: '2800', currency: 'PEN' },
      ],
    });
    await buildProperty(db, {
      location: { district: '150116' },
      title: 'Casa solo en alquiler',
      price: '480000',
      currency: 'PEN',
      publishedAt: soon(),
      listings: [{ operation: 'rent', price: '1500', currency: 'USD' }],
    });
    await t.app.savedSearchAlerts.run();

    const [rentMail] = await emailsTo(t.app, rent.email);
    expect(rentMail?.text).toContain('Departamento en Lince — S/\u00a02,800 /mes');
    expect(rentMail?.text).toContain('Casa solo en alquiler — USD\u00a01,500 /mes');
    expect(rentMail?.html).toContain('S/\u00a02,800 /mes');
    expect(rentMail?.text).not.toContain('250,000');

    const [saleMail] = await emailsTo(t.app, sale.email);
    expect(saleMail?.text).toContain('Departamento en Lince — USD\u00a0250,000');
    expect(saleMail?.text).not.toContain('/mes');

    // Without an operation: the main offer (sale, else rent), as the listing's price sorts compare.
    const [anyMail] = await emailsTo(t.app, any.email);
    expect(anyMail?.text).toContain('Departamento en Lince — USD\u00a0250,000\n');
    expect(anyMail?.text).toContain('Casa solo en alquiler — USD\u00a01,500 /mes');
    expect(anyMail?.text).not.toContain('480,000');
  });
});
