import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { savedSearches } from '../../../platform/db/schema/index.ts';
import { DAY_MS, now } from '../../../platform/runtime/clock.ts';
import { emailsTo } from '../../auth/routes/test-support.ts';
import {
  addUnitType,
  createProject,
  futureYear,
  setProjectStatus,
} from '../../projects/routes/test-support.ts';

/*
 * Saved "Comprar" searches and projects (docs/product/projects.md §2.7): a newly published project that
 * matches (one unit type meeting bedrooms and price together), and a unit type added that makes a project
 * match, are told once, as a project; a resale-only or rent search never hears of projects; pausing and
 * the daily period hold as for properties.
 */
describe('saved-search alerts of projects', () => {
  const t = useTestApp();
  const client = t.client;
  let builder: string;

  beforeAll(async () => {
    builder = (await createSignedInUser(t.database.db, { role: 'company_admin' })).token;
  });

  async function searcherWithSearch(filters: Record<string, unknown>, frequency = 'instant') {
    const searcher = await createSignedInUser(t.database.db, { role: 'user' });
    const res = await client.post(
      '/api/v1/user/saved_searches',
      { filters, frequency },
      { token: searcher.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    return { email: searcher.user.email, id: res.json().saved_search.id as number, token: searcher.token };
  }

  /** A published project in `district` with these unit types. */
  async function publishedProject(name: string, district: string, units: Record<string, unknown>[]) {
    const project = await createProject(client, builder, { name, district });
    for (const unit of units) await addUnitType(client, builder, project.id, unit);
    const res = await setProjectStatus(client, builder, project.id, 'published');
    expect(res.statusCode, res.body).toBe(200);
    return project;
  }

  const twoBedroomsUpTo450k = { operation: 'sale', min_bedrooms: '2', max_price: '450000' };

  it('tells a newly published matching project as a project, once', async () => {
    const search = await searcherWithSearch({ ...twoBedroomsUpTo450k, district: '150122' });
    const onlyProjects = await searcherWithSearch({
      operation: 'sale',
      listing_kind: 'project',
      district: '150122',
    });
    const project = await publishedProject('Torre Malecón', '150122', [
      { name: 'Flat 2D-A', bedrooms: 2, price_from: 389000 },
    ]);

    await t.app.savedSearchAlerts.run();
    const [mail, ...others] = await emailsTo(t.app, search.email);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toContain('1 proyecto nuevo');
    expect(mail?.text).toContain('Torre Malecón');
    expect(mail?.text).toContain('Proyecto · En planos · Entrega dic. ' + futureYear);
    expect(mail?.text).toMatch(/Desde S\/\s389,000/);
    expect(mail?.html).toContain(`${t.app.config.publicUrl}/proyecto/${project.slug}`);
    expect(mail?.text).not.toContain('inmueble');
    expect(await emailsTo(t.app, onlyProjects.email)).toHaveLength(1);

    await Promise.all([t.app.savedSearchAlerts.run(), t.app.savedSearchAlerts.run()]);
    expect(await emailsTo(t.app, search.email)).toHaveLength(1);
  });

  it('does not tell a project matching only through two halves; a new matching unit type does', async () => {
    const search = await searcherWithSearch({ ...twoBedroomsUpTo450k, district: '150131' });
    // 1 bedroom within the price, 3 bedrooms above it: no single unit type meets both.
    const project = await publishedProject('Parque Central', '150131', [
      { name: 'Flat 1D', bedrooms: 1, price_from: 300000 },
      { name: 'Flat 3D', bedrooms: 3, price_from: 900000 },
    ]);
    await t.app.savedSearchAlerts.run();
    expect(await emailsTo(t.app, search.email)).toHaveLength(0);

    // A unit type that does not match either changes nothing.
    await addUnitType(client, builder, project.id, { name: 'Flat 2D cara', bedrooms: 2, price_from: 600000 });
    await t.app.savedSearchAlerts.run();
    expect(await emailsTo(t.app, search.email)).toHaveLength(0);

    await addUnitType(client, builder, project.id, { name: 'Flat 2D-B', bedrooms: 2, price_from: 420000 });
    await t.app.savedSearchAlerts.run();
    await t.app.savedSearchAlerts.run();
    const mails = await emailsTo(t.app, search.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Parque Central');
    expect(mails[0]?.text).toContain('Nueva tipología: Flat 2D-B');
    expect(mails[0]?.text).not.toContain('Flat 2D cara');
    // Priced from the unit type that matches, not the 1-bedroom one.
    expect(mails[0]?.text).toMatch(/Desde S\/\s420,000/);
  });

  it('never tells a resale-only or a rent search about projects', async () => {
    const resale = await searcherWithSearch({
      operation: 'sale',
      listing_kind: 'resale',
      district: '150140',
    });
    const rent = await searcherWithSearch({ operation: 'rent', district: '150140' });
    const anything = await searcherWithSearch({ district: '150140' });
    const all = await searcherWithSearch({ operation: 'sale', district: '150140' });
    await publishedProject('Jardines de Surco', '150140', [{ bedrooms: 2, price_from: 350000 }]);
    await t.app.savedSearchAlerts.run();
    expect(await emailsTo(t.app, resale.email)).toHaveLength(0);
    expect(await emailsTo(t.app, rent.email)).toHaveLength(0);
    // Without an operation the listing holds no project either (only "Comprar" does).
    expect(await emailsTo(t.app, anything.email)).toHaveLength(0);
    expect(await emailsTo(t.app, all.email)).toHaveLength(1);
  });

  it('keeps the rules of properties: nothing for a paused search, a daily one waits its day', async () => {
    const db = t.database.db;
    const paused = await searcherWithSearch({ operation: 'sale', district: '150115' });
    await client.patch(`/api/v1/user/saved_searches/${paused.id}`, { paused: true }, { token: paused.token });
    const daily = await searcherWithSearch({ operation: 'sale', district: '150115' }, 'daily');
    await db.update(savedSearches).set({ lastAlertedAt: now() }).where(eq(savedSearches.id, daily.id));
    await publishedProject('Mirador de La Victoria', '150115', [{ bedrooms: 2, price_from: 280000 }]);

    expect((await t.app.savedSearchAlerts.run()).matched).toBe(1);
    expect(await emailsTo(t.app, paused.email)).toHaveLength(0);
    expect(await emailsTo(t.app, daily.email)).toHaveLength(0);

    await db
      .update(savedSearches)
      .set({ lastAlertedAt: new Date(now().getTime() - DAY_MS - 1000) })
      .where(eq(savedSearches.id, daily.id));
    await t.app.savedSearchAlerts.run();
    const mails = await emailsTo(t.app, daily.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Mirador de La Victoria');
    expect(await emailsTo(t.app, paused.email)).toHaveLength(0);
  });
});
