import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { buildProperty } from '../../../test/factories/properties.ts';
import { createSignedInUser, createUser } from '../../../test/factories/users.ts';
import { loadCompanyAnalytics } from '../companies/management/company-analytics.ts';
import {
  emailOutbox,
  emailTokens,
  apiKeys,
  partnerIdempotency,
  properties,
  propertyViewDays,
  propertyViews,
  sessions,
  usedContactFormTokens,
  webhookDeliveries,
} from '../../platform/db/schema/index.ts';
import { DAY_MS, HOUR_MS, resetClock, setClock } from '../../platform/runtime/clock.ts';
import { limaDay } from '../../platform/runtime/lima-day.ts';

const NOW = new Date('2026-06-15T17:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const dayAgo = (days: number) => limaDay(ago(days));

describe('retention: what the database keeps, and for how long', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    // The job reads the app's clock; the rows below are dated from it.
    setClock(() => NOW);
  });
  afterAll(async () => {
    resetClock();
    await t.close();
  });

  it('clears sent bodies after 7 days, deletes sent rows after 90, and never touches mail still to send', async () => {
    const mail = (kind: string, status: 'pending' | 'sent' | 'failed', sentDaysAgo: number | null) => ({
      toAddress: 'ana@example.pe',
      subject: 'Restablece tu contraseña',
      textBody: `Enlace: https://inmoperu.pe/reset?token=${kind}`,
      htmlBody: `<p>${kind}</p>`,
      kind,
      status,
      sentAt: sentDaysAgo === null ? null : ago(sentDaysAgo),
      createdAt: ago(sentDaysAgo ?? 100),
    });
    await t.database.db
      .insert(emailOutbox)
      .values([
        mail('sent-3-days', 'sent', 3),
        mail('sent-8-days', 'sent', 8),
        mail('sent-91-days', 'sent', 91),
        mail('pending-old', 'pending', null),
        mail('failed-old', 'failed', null),
      ]);

    await t.app.retention.run();

    const rows = await t.database.db
      .select({ kind: emailOutbox.kind, text: emailOutbox.textBody, html: emailOutbox.htmlBody })
      .from(emailOutbox)
      .orderBy(asc(emailOutbox.kind));
    expect(rows).toEqual([
      {
        kind: 'failed-old',
        text: 'Enlace: https://inmoperu.pe/reset?token=failed-old',
        html: '<p>failed-old</p>',
      },
      {
        kind: 'pending-old',
        text: 'Enlace: https://inmoperu.pe/reset?token=pending-old',
        html: '<p>pending-old</p>',
      },
      {
        kind: 'sent-3-days',
        text: 'Enlace: https://inmoperu.pe/reset?token=sent-3-days',
        html: '<p>sent-3-days</p>',
      },
      { kind: 'sent-8-days', text: '', html: null },
    ]);
  });

  it('folds views older than the trend window into daily counts, keeping every total', async () => {
    const { property, company } = await buildProperty(t.database.db, { viewCount: 6 });
    const view = (visitor: string, daysAgo: number) => ({
      propertyId: property.id,
      visitorHash: visitor,
      viewedOn: dayAgo(daysAgo),
    });
    await t.database.db
      .insert(propertyViews)
      .values([view('a', 40), view('b', 40), view('a', 29), view('a', 20), view('b', 20), view('c', 1)]);
    const before = await loadCompanyAnalytics(t.database.db, company!.id, 'year', NOW);

    const first = await t.app.retention.run();
    expect(first?.viewsAggregated).toBe(3);
    // A second run (or one on another process) finds nothing more to fold.
    expect((await t.app.retention.run())?.viewsAggregated).toBe(0);

    const raw = await t.database.db
      .select({ day: propertyViews.viewedOn })
      .from(propertyViews)
      .where(eq(propertyViews.propertyId, property.id));
    expect(raw.map((r) => r.day).sort()).toEqual([dayAgo(20), dayAgo(20), dayAgo(1)]);
    const folded = await t.database.db
      .select({ day: propertyViewDays.viewedOn, views: propertyViewDays.views })
      .from(propertyViewDays)
      .where(eq(propertyViewDays.propertyId, property.id))
      .orderBy(asc(propertyViewDays.viewedOn));
    expect(folded).toEqual([
      { day: dayAgo(40), views: 2 },
      { day: dayAgo(29), views: 1 },
    ]);
    // What the company's analytics and the "Más Vistas" counter show is unchanged.
    expect(await loadCompanyAnalytics(t.database.db, company!.id, 'year', NOW)).toEqual(before);
    const [row] = await t.database.db
      .select({ viewCount: properties.viewCount })
      .from(properties)
      .where(eq(properties.id, property.id));
    expect(row?.viewCount).toBe(6);
  });

  it('deletes sessions no request can use any more and long-dead e-mail links, nothing else', async () => {
    const { user } = await createUser(t.database.db);
    const session = (
      name: string,
      lastSeenDaysAgo: number,
      expiresInDays: number,
      revokedDaysAgo?: number,
    ) => ({
      userId: user.id,
      tokenHash: `${name}-${user.id}`,
      createdAt: ago(20),
      lastSeenAt: ago(lastSeenDaysAgo),
      expiresAt: new Date(NOW.getTime() + expiresInDays * DAY_MS),
      revokedAt: revokedDaysAgo === undefined ? null : ago(revokedDaysAgo),
    });
    await t.database.db
      .insert(sessions)
      .values([
        session('live', 1, 10),
        session('expired', 1, -1),
        session('idle', 8, 10),
        session('revoked-long-ago', 9, 10, 8),
        session('revoked-today', 1, 10, 0),
      ]);
    const token = (name: string, expiresDaysAgo: number, usedDaysAgo?: number) => ({
      userId: user.id,
      purpose: 'reset_password' as const,
      tokenHash: `${name}-${user.id}`,
      expiresAt: ago(expiresDaysAgo),
      usedAt: usedDaysAgo === undefined ? null : ago(usedDaysAgo),
    });
    await t.database.db
      .insert(emailTokens)
      .values([
        token('fresh', -1),
        token('expired-yesterday', 1),
        token('expired-long-ago', 31),
        token('used-long-ago', -1, 31),
      ]);

    await t.app.retention.run();

    const leftSessions = await t.database.db
      .select({ hash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(leftSessions.map((s) => s.hash.split('-').slice(0, -1).join('-')).sort()).toEqual([
      'live',
      'revoked-today',
    ]);
    const leftTokens = await t.database.db
      .select({ hash: emailTokens.tokenHash })
      .from(emailTokens)
      .where(eq(emailTokens.userId, user.id));
    expect(leftTokens.map((s) => s.hash.split('-').slice(0, -1).join('-')).sort()).toEqual([
      'expired-yesterday',
      'fresh',
    ]);
  });

  it('forgets a spent contact form token once the token has expired anyway, not before', async () => {
    await t.database.db.insert(usedContactFormTokens).values([
      { tokenHash: 'spent-still-valid', expiresAt: new Date(NOW.getTime() + 1000) },
      { tokenHash: 'spent-expired', expiresAt: new Date(NOW.getTime() - 1000) },
    ]);

    await t.app.retention.run();

    const left = await t.database.db
      .select({ hash: usedContactFormTokens.tokenHash })
      .from(usedContactFormTokens);
    expect(left.map((row) => row.hash)).toEqual(['spent-still-valid']);
  });

  it('forgets Idempotency-Key answers after 24 hours, and finished webhook deliveries after 30 days', async () => {
    const { user } = await createSignedInUser(t.database.db, { role: 'company_admin' });
    const companyId = user.companyId ?? 0;
    const [key] = await t.database.db
      .insert(apiKeys)
      .values({ companyId, name: 'CRM', prefix: 'inmo_pk_abc', tokenHash: 'h'.repeat(64), scopes: [] })
      .returning({ id: apiKeys.id });
    const kept = (idempotencyKey: string, hoursAgo: number) => ({
      apiKeyId: key?.id ?? 0,
      idempotencyKey,
      requestHash: 'x',
      statusCode: 200,
      body: {},
      createdAt: new Date(NOW.getTime() - hoursAgo * HOUR_MS),
    });
    await t.database.db
      .insert(partnerIdempotency)
      .values([kept('hace-23-horas', 23), kept('hace-25-horas', 25)]);
    const delivery = (event: string, state: 'pending' | 'delivered' | 'failed', daysAgo: number) => ({
      companyId,
      event,
      payload: {},
      state,
      createdAt: ago(daysAgo),
    });
    await t.database.db
      .insert(webhookDeliveries)
      .values([
        delivery('delivered-29', 'delivered', 29),
        delivery('delivered-31', 'delivered', 31),
        delivery('failed-31', 'failed', 31),
        delivery('pending-31', 'pending', 31),
      ]);

    const result = await t.app.retention.run();
    expect(result).toMatchObject({ idempotencyKeysDeleted: 1, webhookDeliveriesDeleted: 2 });

    const keys = await t.database.db
      .select({ key: partnerIdempotency.idempotencyKey })
      .from(partnerIdempotency);
    expect(keys.map((row) => row.key)).toEqual(['hace-23-horas']);
    const left = await t.database.db
      .select({ event: webhookDeliveries.event })
      .from(webhookDeliveries)
      .orderBy(asc(webhookDeliveries.id));
    expect(left.map((row) => row.event)).toEqual(['delivered-29', 'pending-31']);
  });
});
