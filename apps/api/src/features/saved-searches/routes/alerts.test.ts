import { limaToday } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { properties, savedSearches } from '../../../platform/db/schema/index.ts';
import { now } from '../../../platform/runtime/clock.ts';
import { emailsTo } from '../../auth/routes/test-support.ts';

/*
 * Saved-search alerts (docs/product/searcher-accounts.md): new, newly published and cheaper matches, each
 * sent once per search, nothing for a paused search, and the signed one-click unsubscribe.
 */
describe('saved-search alerts', () => {
  const t = useTestApp();
  const client = t.client;

  const soon = () => new Date(now().getTime() + 1000);

  async function searcherWithSearch(district: string, frequency = 'instant') {
    const searcher = await createSignedInUser(t.database.db, { role: 'user' });
    const res = await client.post(
      '/api/v1/user/saved_searches',
      { filters: { district }, frequency },
      { token: searcher.token },
    );
    expect(res.statusCode).toBe(201);
    return { email: searcher.user.email, id: res.json().saved_search.id as number, token: searcher.token };
  }

  it('sends a new matching property once, with the unsubscribe link and headers', async () => {
    const db = t.database.db;
    await buildProperty(db, { location: { district: '150140' }, title: 'Ya estaba antes' });
    const search = await searcherWithSearch('150140');
    const { property: house } = await buildProperty(db, {
      location: { district: '150140' },
      title: 'Casa nueva en Surco',
      publishedAt: soon(),
      photos: 2,
      listings: [{ operation: 'rent', price: '2800', currency: 'PEN' }],
    });
    await buildProperty(db, { location: { district: '150122' }, title: 'Otra zona', publishedAt: soon() });

    expect((await t.app.savedSearchAlerts.run()).emails).toBeGreaterThanOrEqual(1);
    const [mail, ...others] = await emailsTo(t.app, search.email);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toContain('1 inmueble nuevo');
    expect(mail?.text).toContain('Casa nueva en Surco');
    expect(mail?.text).not.toContain('Ya estaba antes');
    // The HTML lists it with its photo, its price per month and its title as a short link.
    const page = `${t.app.config.publicUrl}/propiedad/${house.slug}`;
    expect(mail?.html).toContain(
      `<img src="${t.app.config.publicUrl}/uploads/properties/${house.id}/photos/test1/thumb.webp" width="96" height="72"`,
    );
    expect(mail?.html).toMatch(new RegExp(`<a href="${page}" style="[^"]*">Casa nueva en Surco</a>`));
    expect(mail?.html).toMatch(/S\/\s2,800 \/mes/);
    expect(mail?.text).toMatch(/Casa nueva en Surco — S\/\s2,800 \/mes\n/);
    expect(mail?.text).not.toContain('Otra zona');
    const headers = (mail as unknown as { headers: Record<string, string> }).headers;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(/^<http.*\/api\/v1\/saved_searches\/unsubscribe\?token=/);

    // Running again (or in another process) sends nothing more.
    await Promise.all([t.app.savedSearchAlerts.run(), t.app.savedSearchAlerts.run()]);
    expect(await emailsTo(t.app, search.email)).toHaveLength(1);
  });

  it('alerts a newly published property and a price drop of its offer, and never a paused search', async () => {
    const db = t.database.db;
    const search = await searcherWithSearch('150131');
    const paused = await searcherWithSearch('150131');
    await client.patch(`/api/v1/user/saved_searches/${paused.id}`, { paused: true }, { token: paused.token });
    const { property, listings } = await buildProperty(db, {
      location: { district: '150131' },
      title: 'Oficina en San Isidro',
      status: 'draft',
      publishedAt: null,
      listings: [{ operation: 'sale', price: '900000', currency: 'PEN' }],
    });
    const staff = await createSignedInUser(db, { role: 'company_admin', companyId: property.companyId });
    const setPrice = async (price: number) => {
      const res = await client.patch(
        `/api/v1/listings/${listings[0]!.id}`,
        { listing: { price } },
        { token: staff.token },
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    await t.app.savedSearchAlerts.run();
    expect(await emailsTo(t.app, search.email)).toHaveLength(0);

    await db
      .update(properties)
      .set({ status: 'published', publishedAt: soon() })
      .where(eq(properties.id, property.id));
    await t.app.savedSearchAlerts.run();
    expect(
      (await emailsTo(t.app, search.email)).map((m) => m.text.includes('Oficina en San Isidro')),
    ).toEqual([true]);

    // A rise tells nothing; the drop below the price told does, once.
    await setPrice(950000);
    await t.app.savedSearchAlerts.run();
    expect(await emailsTo(t.app, search.email)).toHaveLength(1);
    await setPrice(850000);
    await t.app.savedSearchAlerts.run();
    await t.app.savedSearchAlerts.run();
    const mails = await emailsTo(t.app, search.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toMatch(/Oficina en San Isidro — \S+\s[\d,]+ · ¡Bajó de precio!/);
    expect(await emailsTo(t.app, paused.email)).toHaveLength(0);
  });

  it('tells no drop when only the exchange rate moved a dollar offer in soles', async () => {
    const db = t.database.db;
    const search = await searcherWithSearch('150116');
    await buildProperty(db, {
      location: { district: '150116' },
      title: 'Casa en Lince',
      publishedAt: soon(),
      listings: [{ operation: 'sale', price: '200000', currency: 'USD' }],
    });
    await t.app.savedSearchAlerts.run();
    expect(await emailsTo(t.app, search.email)).toHaveLength(1);
    const admin = await createSignedInUser(db, { role: 'admin' });
    const res = await client.put(
      '/api/v1/exchange_rate',
      { rate: 3.1, date: limaToday() },
      { token: admin.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    await t.app.savedSearchAlerts.run();
    expect(await emailsTo(t.app, search.email)).toHaveLength(1);
  });

  it('tells each of two searches with the same filters only what was published after it was saved', async () => {
    const db = t.database.db;
    const early = await searcherWithSearch('150108');
    const { property: first } = await buildProperty(db, {
      location: { district: '150108' },
      title: 'Primera en Chorrillos',
      publishedAt: soon(),
    });
    // The second search is saved after the first property was published: it is not new to it.
    await db
      .update(savedSearches)
      .set({ createdAt: new Date(first.publishedAt!.getTime() - 60_000) })
      .where(eq(savedSearches.id, early.id));
    const late = await searcherWithSearch('150108');
    await db
      .update(savedSearches)
      .set({ createdAt: new Date(first.publishedAt!.getTime() + 500) })
      .where(eq(savedSearches.id, late.id));
    await buildProperty(db, {
      location: { district: '150108' },
      title: 'Segunda en Chorrillos',
      publishedAt: new Date(first.publishedAt!.getTime() + 1000),
    });

    await t.app.savedSearchAlerts.run();
    const [earlyMail] = await emailsTo(t.app, early.email);
    expect(earlyMail?.subject).toContain('2 inmuebles nuevos');
    const [lateMail, ...more] = await emailsTo(t.app, late.email);
    expect(more).toHaveLength(0);
    expect(lateMail?.text).toContain('Segunda en Chorrillos');
    expect(lateMail?.text).not.toContain('Primera en Chorrillos');
  });

  it('unsubscribes with the signed link, without signing in: valid, reused, tampered', async () => {
    const db = t.database.db;
    const search = await searcherWithSearch('150101');
    await buildProperty(db, { location: { district: '150101' }, publishedAt: soon() });
    await t.app.savedSearchAlerts.run();
    const [mail] = await emailsTo(t.app, search.email);
    const header = (mail as unknown as { headers: Record<string, string> }).headers['List-Unsubscribe'] ?? '';
    const oneClick = new URL(header.slice(1, -1));
    const token = oneClick.searchParams.get('token') ?? '';
    expect(mail?.text).toContain(`/alertas/baja?token=${encodeURIComponent(token)}`);

    const post = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/saved_searches/unsubscribe?token=${encodeURIComponent(value)}`,
      });
    const first = await post(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Listo: ya no recibirás alertas de esta búsqueda.');
    const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row?.paused).toBe(true);
    const again = await post(token);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Esta búsqueda ya no enviaba alertas.');
    const otherId = token.replace(/^\d+/, String(search.id + 1000));
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [otherId, flipped, 'x', '']) {
      const res = await post(bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().message).toBe('El enlace para dejar de recibir alertas no es válido.');
    }
  });

  it('takes the one-click POST of mail providers (RFC 8058): a form body, or an empty one', async () => {
    const db = t.database.db;
    const tokens: { id: number; token: string }[] = [];
    for (const district of ['150102', '150103', '150104', '150105']) {
      const search = await searcherWithSearch(district);
      await buildProperty(db, { location: { district }, publishedAt: soon() });
      await t.app.savedSearchAlerts.run();
      const [mail] = await emailsTo(t.app, search.email);
      const header = (mail as unknown as { headers: Record<string, string> }).headers['List-Unsubscribe'];
      tokens.push({ id: search.id, token: new URL((header ?? '').slice(1, -1)).searchParams.get('token')! });
    }
    const form = 'application/x-www-form-urlencoded';
    const bodies = [
      { 'content-type': form, payload: 'List-Unsubscribe=One-Click' },
      { 'content-type': `${form}; charset=utf-8`, payload: '' },
      { 'content-type': undefined, payload: undefined },
      {
        'content-type': 'multipart/form-data; boundary=b0',
        payload:
          '--b0\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b0--\r\n',
      },
    ];
    for (const [index, { token, id }] of tokens.entries()) {
      const { 'content-type': type, payload } = bodies[index]!;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/saved_searches/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: type ? { 'content-type': type } : {},
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode, type).toBe(200);
      expect(res.json().message).toBe('Listo: ya no recibirás alertas de esta búsqueda.');
      const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
      expect(row?.paused).toBe(true);
    }
  });

  it('still refuses a form body on every other route, and an oversized one here', async () => {
    const searcher = await createSignedInUser(t.database.db, { role: 'user' });
    const res = await client.post('/api/v1/user/saved_searches', 'filters=x&frequency=instant', {
      token: searcher.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('unsupported_media_type');
    const login = await client.post('/api/v1/auth/login', 'email=a%40b.pe&password=x', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(login.statusCode).toBe(415);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/saved_searches/unsubscribe?token=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `List-Unsubscribe=One-Click&pad=${'a'.repeat(10_000)}`,
    });
    expect(huge.statusCode).toBe(413);
  });
});
