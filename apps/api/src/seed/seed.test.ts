import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  companies,
  projectPhotos,
  projects,
  projectUnitTypes,
  unitTypePriceChanges,
  users,
} from '../platform/db/schema/index.ts';
import { verifyPassword } from '../features/auth/passwords.ts';
import { photoKeys } from '../platform/media/keys.ts';
import { DEMO_PASSWORD, demoAccounts } from './accounts.ts';
import { FONT_FAMILIES } from './companies-data.ts';
import { isDatabaseEmpty, seedDemoData } from './seed.ts';
import { DISABLED_PASSWORD_HASH } from './shoppers.ts';
import { catalogueChecks } from './seed-catalogue-checks.ts';
import { countFiles, useSeededDatabase } from './testing/seeded-database.ts';

const seeded = useSeededDatabase();

describe('seedDemoData', () => {
  it('seeds an empty database', async () => {
    expect(seeded.emptyBefore).toBe(true);
    expect(seeded.first).toMatchObject({ created: true });
    expect(seeded.first.companies).toBeGreaterThanOrEqual(8);
    expect(seeded.first.properties).toBeGreaterThanOrEqual(120);
    expect(await isDatabaseEmpty(seeded.handle.db)).toBe(false);
    expect(await countFiles(seeded.cacheDir)).toBeGreaterThan(100);
    console.info(`seed: ${seeded.first.properties} properties in ${seeded.seedMs} ms`);
  });

  it('publishes new developments in Lima, Arequipa and Trujillo, each with unit types and their first price', async () => {
    const rows = await seeded.handle.db
      .select({ id: projects.id, region: projects.region, status: projects.status, stage: projects.stage })
      .from(projects);
    expect(new Set(rows.map((row) => row.region))).toEqual(new Set(['Lima', 'Arequipa', 'La Libertad']));
    expect(rows.every((row) => row.status === 'published')).toBe(true);
    expect(new Set(rows.map((row) => row.stage)).size).toBe(3);
    const units = await seeded.handle.db
      .select({ id: projectUnitTypes.id, projectId: projectUnitTypes.projectId })
      .from(projectUnitTypes);
    for (const row of rows) expect(units.some((unit) => unit.projectId === row.id)).toBe(true);
    const prices = await seeded.handle.db
      .select({ id: unitTypePriceChanges.unitTypeId })
      .from(unitTypePriceChanges);
    expect(prices).toHaveLength(units.length);
  });

  it('gives every project a drawn gallery (the building first) and every unit type its floor plan', async () => {
    const list = await seeded.handle.db.select({ id: projects.id }).from(projects);
    const photos = await seeded.handle.db.select().from(projectPhotos);
    for (const project of list) {
      const own = photos.filter((photo) => photo.projectId === project.id);
      expect(own.map((photo) => photo.position).sort()).toEqual([1, 2, 3]);
      expect(own.find((photo) => photo.position === 1)?.alt).toMatch(/Fachada|exterior/i);
    }
    // Copies, never shared keys: deleting one project's photo leaves the others' files.
    expect(new Set(photos.map((photo) => photo.storageKey)).size).toBe(photos.length);
    const units = await seeded.handle.db.select().from(projectUnitTypes);
    const keys = [
      ...photos.map((photo) => photo.storageKey),
      ...units.map((unit) => unit.floorPlanKey ?? ''),
    ];
    for (const key of keys) {
      expect(key.startsWith('projects/')).toBe(true);
      expect(await seeded.storage.exists(photoKeys(key).large)).toBe(true);
      expect(await seeded.storage.exists(photoKeys(key).thumbnail)).toBe(true);
    }
  });

  it('gives every template to at least two companies, each with its own look, logo and cover', async () => {
    const list = await seeded.handle.db.select().from(companies);
    expect(list.length).toBeGreaterThanOrEqual(8);
    for (const template of ['modern', 'classic', 'luxury', 'minimal']) {
      expect(list.filter((c) => c.configuration.templateType === template).length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(list.map((c) => JSON.stringify(c.configuration.colors))).size).toBe(list.length);
    for (const company of list) {
      expect(FONT_FAMILIES).toContain(company.configuration.fontFamily);
      for (const colour of Object.values(company.configuration.colors))
        expect(colour).toMatch(/^#[0-9A-F]{6}$/i);
      expect(company.phone).toMatch(/^\+51 /);
      expect(company.socialLinks).toEqual({
        facebook: expect.stringMatching(/^https:\/\/www\.facebook\.com\//),
        instagram: expect.stringMatching(/^https:\/\/www\.instagram\.com\//),
        linkedin: expect.stringMatching(/^https:\/\/www\.linkedin\.com\//),
        twitter: expect.stringMatching(/^https:\/\/twitter\.com\//),
      });
      expect(
        company.about && company.description && company.email && company.address && company.website,
      ).toBeTruthy();
      expect(company.yearsExperience).toBeGreaterThan(0);
      expect(company.logoKey && (await seeded.storage.exists(company.logoKey))).toBe(true);
      expect(company.coverKey && (await seeded.storage.exists(company.coverKey))).toBe(true);
    }
  });

  catalogueChecks(seeded);

  it('creates the demo accounts with the demo password and a confirmed e-mail', async () => {
    const all = await seeded.handle.db.select().from(users);
    for (const account of demoAccounts) {
      const user = all.find((u) => u.email === account.email);
      expect(user, account.email).toBeDefined();
      expect(user?.role).toBe(account.role);
      expect(user?.emailConfirmedAt).not.toBeNull();
      expect(await verifyPassword(user?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
      if (account.role !== 'admin') expect(user?.companyId).not.toBeNull();
    }
    expect(demoAccounts.filter((a) => a.role === 'agent')).toHaveLength(2);
    const shoppers = all.filter((u) => u.passwordHash === DISABLED_PASSWORD_HASH);
    expect(shoppers.length).toBeGreaterThan(0);
    expect(await verifyPassword(DISABLED_PASSWORD_HASH, DEMO_PASSWORD)).toBe(false);
  });

  it('changes nothing when run again', async () => {
    const snapshot = async () => ({
      rows: await seeded.rows<{ t: string; n: number }>(sql`
        select 'companies' as t, count(*)::int as n from companies union all
        select 'users', count(*)::int from users union all
        select 'properties', count(*)::int from properties union all
        select 'media', count(*)::int from media_assets union all
        select 'project photos', count(*)::int from project_photos union all
        select 'views', count(*)::int from property_views`),
      files: await countFiles(seeded.uploadsDir),
    });
    const before = await snapshot();
    const again = await seedDemoData(seeded.handle.db, seeded.storage, { pictureCacheDir: seeded.cacheDir });
    expect(again).toEqual({
      created: false,
      companies: seeded.first.companies,
      properties: seeded.first.properties,
    });
    expect(await snapshot()).toEqual(before);
  });
});
