import { afterAll, describe, expect, it } from 'vitest';
import { statementsDuring } from '../../../../test/statements-during.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { advanceClock, MINUTE_MS, now, resetClock } from '../../../platform/runtime/clock.ts';
import { emailsTo } from '../../auth/routes/test-support.ts';

/*
 * The alert job runs every minute or so (docs/product/searcher-accounts.md §4). A run looks only at what came
 * since the previous one (less a margin): publications, and likewise price drops. A drop told by an earlier
 * run must not make every later run compare each saved search with it again for the window's eight days.
 */
describe('saved-search alert runs after a price drop', () => {
  const t = useTestApp();
  const client = t.client;
  afterAll(resetClock);

  /** One run of the job, and how many of its statements read or wrote the properties' alerts. */
  const countedRun = async () => {
    const { statements } = await statementsDuring(t.database, () => t.app.savedSearchAlerts.run());
    return statements.filter((text) => text.includes('"saved_search_alerts"')).length;
  };

  /** Past the margin a run looks back over (MATCH_OVERLAP_MS), then a run that catches up to now. */
  const laterRun = async () => {
    advanceClock(10 * MINUTE_MS);
    await t.app.savedSearchAlerts.run();
  };

  it('tells the drop once, then runs as on a quiet minute', async () => {
    const db = t.database.db;
    const searcher = await createSignedInUser(db, { role: 'user' });
    const saved = await client.post(
      '/api/v1/user/saved_searches',
      { filters: { district: '150131' }, frequency: 'instant' },
      { token: searcher.token },
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const { property, listings } = await buildProperty(db, {
      location: { district: '150131' },
      title: 'Oficina en San Isidro',
      publishedAt: new Date(now().getTime() + 1000),
      listings: [{ operation: 'sale', price: '900000', currency: 'PEN' }],
    });
    await t.app.savedSearchAlerts.run();
    expect(await emailsTo(t.app, searcher.user.email)).toHaveLength(1);
    await laterRun();
    const quiet = await countedRun();

    const staff = await createSignedInUser(db, { role: 'company_admin', companyId: property.companyId });
    const cheaper = await client.patch(
      `/api/v1/listings/${listings[0]!.id}`,
      { listing: { price: 850000 } },
      { token: staff.token },
    );
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    await t.app.savedSearchAlerts.run();
    const mails = await emailsTo(t.app, searcher.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toMatch(/Oficina en San Isidro — \S+\s[\d,]+ · ¡Bajó de precio!/);

    await laterRun();
    expect(await countedRun()).toBe(quiet);
    expect(await emailsTo(t.app, searcher.user.email)).toHaveLength(2);
  });
});
