import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CompanyAnalytics, CompanyStats } from '@inmuebles/shared/companies/management-schema';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser, createUser } from '../../../../test/factories/users.ts';
import { addDays } from '../../companies/management/company-analytics.ts';
import {
  contactRequests,
  favorites,
  properties,
  propertyViews,
  type Company,
} from '../../../platform/db/schema/index.ts';
import { limaDay } from '../../../platform/runtime/lima-day.ts';
import { createRoleSet, type RoleSet } from '../../../../test/factories/roles.ts';

const t = useTestApp();
const client = t.client;
let roles: RoleSet;

beforeAll(async () => {
  roles = await createRoleSet(t.app.db);
});

const stats = (slug: string, token?: string) =>
  client.get(`/api/v1/companies/${slug}/stats`, token ? { token } : {});

/** An instant given as a Lima wall-clock time (Peru has no daylight saving: always UTC-5). */
const limaTime = (day: string, time: string) => new Date(`${day}T${time}-05:00`);

async function contact(company: Company, propertyId: number, createdAt = new Date()) {
  await t.app.db.insert(contactRequests).values({
    propertyId,
    companyId: company.id,
    name: 'Carlos Pérez',
    email: 'carlos@example.pe',
    message: 'Hola, estoy interesado',
    createdAt,
  });
}

describe('GET /companies/{id}/stats', () => {
  it('counts properties by status, views, favourites, contacts and the average relevance', async () => {
    const company = await createCompany(t.app.db);
    const { token } = await createSignedInUser(t.app.db, { role: 'company_admin', companyId: company.id });
    const empty = await stats(company.slug, token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      total_properties: 0,
      published_properties: 0,
      draft_properties: 0,
      archived_properties: 0,
      total_views: 0,
      total_favorites: 0,
      total_contacts: 0,
      avg_relevance_score: 0,
    });

    const build = (
      status: 'draft' | 'published' | 'archived',
      views: number,
      favs: number,
      relevance: string,
    ) =>
      buildProperty(t.app.db, {
        company,
        status,
        viewCount: views,
        favoriteCount: favs,
        relevanceScore: relevance,
      });
    const { property: first } = await build('published', 120, 4, '72.5');
    const { property: second } = await build('draft', 0, 0, '10');
    await build('draft', 5, 1, '33.3333');
    await buildProperty(t.app.db, { viewCount: 999 }); // another company's
    await contact(company, first.id);
    await contact(company, first.id);
    await contact(company, second.id);

    expect((await stats(company.slug, token)).json<CompanyStats>()).toEqual({
      total_properties: 3,
      published_properties: 1,
      draft_properties: 2,
      archived_properties: 0,
      total_views: 125,
      total_favorites: 5,
      total_contacts: 3,
      avg_relevance_score: 38.6, // (72.5 + 10 + 33.3333) / 3 = 38.61
    });

    // Publishing a draft and archiving the published one move the counts.
    await t.app.db.update(properties).set({ status: 'published' }).where(eq(properties.id, second.id));
    await t.app.db.update(properties).set({ status: 'archived' }).where(eq(properties.id, first.id));
    expect((await stats(String(company.id), token)).json<CompanyStats>()).toMatchObject({
      total_properties: 3,
      published_properties: 1,
      draft_properties: 1,
      archived_properties: 1,
    });
  });

  it('is for members of the company (agents included) and admins only', async () => {
    for (const token of [roles.owner, roles.agent, roles.admin]) {
      expect((await stats(roles.company.slug, token)).statusCode).toBe(200);
    }
    const other = await stats(roles.company.slug, roles.stranger);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('No tienes permiso para ver las estadísticas de esta empresa');
    expect((await stats(roles.company.slug)).statusCode).toBe(401);
    expect((await stats('no-existe', roles.admin)).statusCode).toBe(404);
  });
});

describe('GET /companies/{id}/analytics', () => {
  it('answers one row per Lima day with exact counts and zeros in between', async () => {
    const company = await createCompany(t.app.db);
    const { token } = await createSignedInUser(t.app.db, { role: 'agent', companyId: company.id });
    const { property } = await buildProperty(t.app.db, { company });
    const { property: other } = await buildProperty(t.app.db, { company });
    const { property: foreign } = await buildProperty(t.app.db);
    const today = limaDay(new Date());
    const day = (offset: number) => addDays(today, -offset);

    // Views: 3 today (two properties), 1 two days ago, 2 six days ago, 5 seven days ago, 1 and 4 at the
    // month's edges; a view of another company's property never counts.
    const views: [number, number, number][] = [
      [property.id, 0, 2],
      [other.id, 0, 1],
      [property.id, 2, 1],
      [property.id, 6, 2],
      [property.id, 7, 5],
      [property.id, 29, 1],
      [property.id, 30, 4],
      [foreign.id, 0, 9],
    ];
    for (const [propertyId, offset, count] of views) {
      await t.app.db.insert(propertyViews).values(
        Array.from({ length: count }, (_, i) => ({
          propertyId,
          visitorHash: `v${i}`,
          viewedOn: day(offset),
        })),
      );
    }
    // Favourites: late evening in Lima yesterday is already tomorrow in UTC, and still yesterday here.
    const fans = await Promise.all(
      Array.from({ length: 4 }, () => createUser(t.app.db, { role: 'admin', passwordHash: 'x' })),
    );
    const favourite = (userIndex: number, propertyId: number, at: Date) =>
      t.app.db.insert(favorites).values({ userId: fans[userIndex]?.user.id ?? 0, propertyId, createdAt: at });
    await favourite(0, property.id, limaTime(day(1), '23:30:00'));
    await favourite(1, property.id, limaTime(day(1), '00:10:00'));
    await favourite(2, other.id, limaTime(day(3), '12:00:00'));
    await favourite(3, property.id, limaTime(day(8), '12:00:00'));
    await favourite(3, foreign.id, limaTime(day(1), '12:00:00'));
    // Contacts: one today, two five days ago, one 40 days ago.
    await contact(company, property.id, limaTime(today, '00:00:00'));
    await contact(company, property.id, limaTime(day(5), '09:00:00'));
    await contact(company, other.id, limaTime(day(5), '18:00:00'));
    await contact(company, other.id, limaTime(day(40), '18:00:00'));

    const week = await client.get(`/api/v1/companies/${company.slug}/analytics`, {
      token,
      query: { period: 'week' },
    });
    expect(week.statusCode).toBe(200);
    const weekly = week.json<CompanyAnalytics>();
    expect(weekly).toMatchObject({ period: 'week', from: day(6), to: today });
    expect(weekly.series).toEqual([
      { date: day(6), views: 2, favorites: 0, contacts: 0 },
      { date: day(5), views: 0, favorites: 0, contacts: 2 },
      { date: day(4), views: 0, favorites: 0, contacts: 0 },
      { date: day(3), views: 0, favorites: 1, contacts: 0 },
      { date: day(2), views: 1, favorites: 0, contacts: 0 },
      { date: day(1), views: 0, favorites: 2, contacts: 0 },
      { date: today, views: 3, favorites: 0, contacts: 1 },
    ]);
    expect(weekly.totals).toEqual({ views: 6, favorites: 3, contacts: 3 });

    const month = (
      await client.get(`/api/v1/companies/${company.slug}/analytics`, { token })
    ).json<CompanyAnalytics>();
    expect(month).toMatchObject({ period: 'month', from: day(29), to: today });
    expect(month.series).toHaveLength(30);
    expect(month.series[0]).toEqual({ date: day(29), views: 1, favorites: 0, contacts: 0 });
    expect(month.series.find((entry) => entry.date === day(7))).toEqual({
      date: day(7),
      views: 5,
      favorites: 0,
      contacts: 0,
    });
    expect(month.totals).toEqual({ views: 12, favorites: 4, contacts: 3 });

    const year = (
      await client.get(`/api/v1/companies/${company.id}/analytics`, { token, query: { period: 'year' } })
    ).json<CompanyAnalytics>();
    expect(year).toMatchObject({ from: day(364), to: today });
    expect(year.series).toHaveLength(365);
    expect(new Set(year.series.map((entry) => entry.date)).size).toBe(365);
    expect(year.totals).toEqual({ views: 16, favorites: 4, contacts: 4 });
  });

  it('refuses an unknown period and keeps the access rules of the stats', async () => {
    const bad = await client.get(`/api/v1/companies/${roles.company.slug}/analytics`, {
      token: roles.owner,
      query: { period: 'day' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual(['period: Periodo no válido (week, month o year)']);
    for (const token of [roles.owner, roles.agent, roles.admin]) {
      expect(
        (await client.get(`/api/v1/companies/${roles.company.slug}/analytics`, { token })).statusCode,
      ).toBe(200);
    }
    expect(
      (await client.get(`/api/v1/companies/${roles.company.slug}/analytics`, { token: roles.stranger }))
        .statusCode,
    ).toBe(403);
    expect((await client.get(`/api/v1/companies/${roles.company.slug}/analytics`)).statusCode).toBe(401);
  });
});

describe('addDays', () => {
  it('moves across month and year ends and leap days', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });
});
