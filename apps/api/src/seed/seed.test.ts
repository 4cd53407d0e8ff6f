import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { booleanPointInPolygon, kinks, point, polygon } from '@turf/turf';
import { findDepartment, findDistrict, findProvince } from '@inmuebles/shared/ubigeo/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../platform/db/client.ts';
import { resetDatabase, runMigrations } from '../platform/db/migrate.ts';
import {
  PROPERTY_DETAIL_TYPES,
  PROPERTY_TYPES,
  companies,
  mediaAssets,
  projectPhotos,
  projects,
  projectUnitTypes,
  properties,
  unitTypePriceChanges,
  users,
  type LngLat,
} from '../platform/db/schema/index.ts';
import { verifyPassword } from '../features/auth/passwords.ts';
import { photoKeys } from '../platform/media/keys.ts';
import { refreshTrendScores } from '../features/properties/trending.ts';
import { createLocalStorage, type LocalStorage } from '../platform/storage/local-storage.ts';
import { DEMO_PASSWORD, demoAccounts } from './accounts.ts';
import { FONT_FAMILIES } from './companies-data.ts';
import { DEMO_DISTRICTS } from './locations-data.ts';
import { isDatabaseEmpty, seedDemoData, type SeedResult } from './seed.ts';
import { DISABLED_PASSWORD_HASH } from './shoppers.ts';

/*
 * One seed per file (it takes seconds): in-memory PGlite, or the PostgreSQL of DATABASE_URL wiped first.
 */
let handle: DbHandle;
let storage: LocalStorage;
let uploadsDir: string;
let cacheDir: string;
let first: SeedResult;
let emptyBefore: boolean;
let seedMs: number;

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await handle.db.execute<T>(query)).rows as T[];
}

async function countFiles(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).length;
}

beforeAll(async () => {
  uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inmoperu-seed-test-'));
  storage = createLocalStorage(uploadsDir);
  // A fresh picture cache, so this run really renders (and fills it).
  cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inmoperu-seed-cache-'));
  const databaseUrl = process.env.DATABASE_URL;
  handle = databaseUrl ? await openDatabase({ databaseUrl }) : await openDatabase({ inMemory: true });
  if (databaseUrl) await resetDatabase(handle);
  await runMigrations(handle);
  emptyBefore = await isDatabaseEmpty(handle.db);
  const started = Date.now();
  first = await seedDemoData(handle.db, storage, { pictureCacheDir: cacheDir });
  seedMs = Date.now() - started;
}, 180_000);

afterAll(async () => {
  await handle?.close();
  await fs.rm(uploadsDir, { recursive: true, force: true });
  await fs.rm(cacheDir, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('seeds an empty database', async () => {
    expect(emptyBefore).toBe(true);
    expect(first).toMatchObject({ created: true });
    expect(first.companies).toBeGreaterThanOrEqual(8);
    expect(first.properties).toBeGreaterThanOrEqual(120);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    expect(await countFiles(cacheDir)).toBeGreaterThan(100);
    console.info(`seed: ${first.properties} properties in ${seedMs} ms`);
  });

  it('publishes new developments in Lima, Arequipa and Trujillo, each with unit types and their first price', async () => {
    const rows = await handle.db
      .select({ id: projects.id, region: projects.region, status: projects.status, stage: projects.stage })
      .from(projects);
    expect(new Set(rows.map((row) => row.region))).toEqual(new Set(['Lima', 'Arequipa', 'La Libertad']));
    expect(rows.every((row) => row.status === 'published')).toBe(true);
    expect(new Set(rows.map((row) => row.stage)).size).toBe(3);
    const units = await handle.db
      .select({ id: projectUnitTypes.id, projectId: projectUnitTypes.projectId })
      .from(projectUnitTypes);
    for (const row of rows) expect(units.some((unit) => unit.projectId === row.id)).toBe(true);
    const prices = await handle.db.select({ id: unitTypePriceChanges.unitTypeId }).from(unitTypePriceChanges);
    expect(prices).toHaveLength(units.length);
  });

  it('gives every project a drawn gallery (the building first) and every unit type its floor plan', async () => {
    const list = await handle.db.select({ id: projects.id }).from(projects);
    const photos = await handle.db.select().from(projectPhotos);
    for (const project of list) {
      const own = photos.filter((photo) => photo.projectId === project.id);
      expect(own.map((photo) => photo.position).sort()).toEqual([1, 2, 3]);
      expect(own.find((photo) => photo.position === 1)?.alt).toMatch(/Fachada|exterior/i);
    }
    // Copies, never shared keys: deleting one project's photo leaves the others' files.
    expect(new Set(photos.map((photo) => photo.storageKey)).size).toBe(photos.length);
    const units = await handle.db.select().from(projectUnitTypes);
    const keys = [
      ...photos.map((photo) => photo.storageKey),
      ...units.map((unit) => unit.floorPlanKey ?? ''),
    ];
    for (const key of keys) {
      expect(key.startsWith('projects/')).toBe(true);
      expect(await storage.exists(photoKeys(key).large)).toBe(true);
      expect(await storage.exists(photoKeys(key).thumbnail)).toBe(true);
    }
  });

  it('gives every template to at least two companies, each with its own look, logo and cover', async () => {
    const list = await handle.db.select().from(companies);
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
      expect(company.logoKey && (await storage.exists(company.logoKey))).toBe(true);
      expect(company.coverKey && (await storage.exists(company.coverKey))).toBe(true);
    }
  });

  it('covers every type, detail type, status and visibility, in many departments', async () => {
    const all = await handle.db
      .select({
        type: properties.propertyType,
        detail: properties.propertyDetailType,
        status: properties.status,
        visibility: properties.visibility,
        department: properties.ubigeoDepartment,
      })
      .from(properties);
    expect(all.length).toBeGreaterThanOrEqual(120);
    expect(new Set(all.map((p) => p.type))).toEqual(new Set(PROPERTY_TYPES));
    expect(new Set(all.map((p) => p.detail))).toEqual(new Set(PROPERTY_DETAIL_TYPES));
    expect(new Set(all.map((p) => p.status))).toEqual(new Set(['published', 'draft', 'archived']));
    expect(new Set(all.map((p) => p.visibility))).toEqual(new Set(['public', 'unlisted', 'private']));
    expect(new Set(all.map((p) => p.department)).size).toBeGreaterThanOrEqual(5);
    const published = all.filter((p) => p.status === 'published').length / all.length;
    expect(published).toBeGreaterThan(0.7);
    expect(published).toBeLessThan(0.9);
    // Most of the market is in Lima.
    const lima = all.filter((p) => p.department === '15').length;
    expect(lima).toBeGreaterThan(all.length / 3);
  });

  it('stores ubigeo codes and names exactly as the shared catalogue', async () => {
    for (const d of DEMO_DISTRICTS) {
      expect(findDistrict(d.code)?.name, d.code).toBe(d.district);
      expect(findProvince(d.code.slice(0, 4))?.name, d.code).toBe(d.province);
      expect(findDepartment(d.code.slice(0, 2))?.name, d.code).toBe(d.department);
    }
    const mismatched = await rows<{ n: number }>(sql`
      select count(*)::int as n from properties
      where ubigeo_department <> left(ubigeo_district, 2) or ubigeo_province <> left(ubigeo_district, 4)`);
    expect(mismatched[0]?.n).toBe(0);
  });

  it('writes one detail row of the right type for every property', async () => {
    const [row] = await rows<{ missing: number }>(sql`
      select count(*)::int as missing from properties p where not case p.property_detail_type
        when 'LandResource' then exists (select 1 from land_details d where d.property_id = p.id)
        when 'LotResource' then exists (select 1 from lot_details d where d.property_id = p.id)
        when 'ApartmentResource' then exists (select 1 from apartment_details d where d.property_id = p.id)
        when 'HouseResource' then exists (select 1 from house_details d where d.property_id = p.id)
        when 'OfficeResource' then exists (select 1 from office_details d where d.property_id = p.id)
        when 'WarehouseResource' then exists (select 1 from warehouse_details d where d.property_id = p.id)
      end`);
    expect(row?.missing).toBe(0);
  });

  it('gives every property 3 to 8 photos in order, whose files exist', async () => {
    const assets = await handle.db.select().from(mediaAssets);
    const byProperty = new Map<number, number[]>();
    for (const asset of assets)
      byProperty.set(asset.propertyId, [...(byProperty.get(asset.propertyId) ?? []), asset.position]);
    expect(byProperty.size).toBe(first.properties);
    for (const positions of byProperty.values()) {
      expect(positions.length).toBeGreaterThanOrEqual(3);
      expect(positions.length).toBeLessThanOrEqual(8);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions.map((_, i) => i + 1));
    }
    for (const asset of assets) {
      expect(asset.kind).toBe('photo');
      expect(asset.title && asset.alt).toBeTruthy();
      const keys = photoKeys(asset.storageKey);
      expect(await storage.exists(keys.thumbnail)).toBe(true);
      expect(await storage.exists(keys.large)).toBe(true);
    }
    // The picture pool the photos were copied from is gone (an empty folder may stay).
    const poolDir = path.join(uploadsDir, 'seed-pool');
    const poolFiles = await countFiles(poolDir).catch(() => 0);
    expect(poolFiles).toBe(0);
  });

  it('draws valid geometry: closed, simple polygons with their centroid, or a point', async () => {
    const all = await handle.db
      .select({
        geometry: properties.geometry,
        ring: properties.polygonCoordinates,
        lat: properties.latitude,
        lng: properties.longitude,
      })
      .from(properties);
    let polygons = 0;
    for (const p of all) {
      const lat = Number(p.lat);
      const lng = Number(p.lng);
      expect(lat).toBeGreaterThan(-18.4);
      expect(lat).toBeLessThan(-0.03);
      expect(lng).toBeGreaterThan(-81.4);
      expect(lng).toBeLessThan(-68.6);
      if (p.geometry?.type === 'Polygon') {
        polygons++;
        const ring = p.ring as LngLat[];
        expect(ring.length).toBeGreaterThanOrEqual(5);
        expect(ring[0]).toEqual(ring[ring.length - 1]);
        expect(p.geometry.coordinates).toEqual([ring]);
        const shape = polygon([ring]);
        expect(kinks(shape).features).toHaveLength(0);
        expect(booleanPointInPolygon(point([lng, lat]), shape)).toBe(true);
      } else {
        expect(p.geometry).toEqual({ type: 'Point', coordinates: [lng, lat] });
        expect(p.ring).toBeNull();
      }
    }
    expect(polygons).toBeGreaterThan(10);
    expect(all.length - polygons).toBeGreaterThan(10);
  });

  it('keeps prices realistic and listings consistent with their property', async () => {
    const list = await rows<{
      price: string;
      currency: string;
      op: string | null;
      lprice: string | null;
      lcur: string | null;
      detail: string;
    }>(sql`
      select p.price, p.currency, l.operation as op, l.price as lprice, l.currency as lcur, p.property_detail_type as detail
      from properties p
      left join listings l on l.id = (select min(f.id) from listings f where f.property_id = p.id)`);
    expect(list.filter((p) => p.op !== null).length).toBeGreaterThan(list.length * 0.8);
    for (const p of list) {
      expect(Number(p.price)).toBeGreaterThan(0);
      if (p.op === null) continue;
      expect(p.lprice).toBe(p.price);
      expect(p.lcur).toBe(p.currency);
      if (p.op === 'sale' && p.detail === 'ApartmentResource' && p.currency === 'USD') {
        expect(Number(p.price)).toBeGreaterThanOrEqual(90_000);
        expect(Number(p.price)).toBeLessThanOrEqual(650_000);
      }
      if (p.op === 'rent' && p.detail === 'ApartmentResource') {
        expect(p.currency).toBe('PEN');
        expect(Number(p.price)).toBeGreaterThanOrEqual(1_800);
        expect(Number(p.price)).toBeLessThanOrEqual(9_000);
      }
      if (p.op === 'sale' && p.detail === 'WarehouseResource' && p.currency === 'USD') {
        expect(Number(p.price)).toBeGreaterThanOrEqual(300_000);
        expect(Number(p.price)).toBeLessThanOrEqual(3_000_000);
      }
    }
  });

  it('offers some homes for sale and for rent, rents with their terms, all priced in soles too', async () => {
    const [offers] = await rows<{
      both: number;
      fees: number;
      terms: number;
      sale_terms: number;
      unpriced: number;
    }>(sql`
      select
        (select count(*)::int from (select property_id from listings group by property_id having count(*) > 1) m) as both,
        count(*) filter (where maintenance_fee is not null)::int as fees,
        count(*) filter (where min_term_months is not null)::int as terms,
        count(*) filter (where operation = 'sale' and (maintenance_fee is not null or min_term_months is not null))::int as sale_terms,
        count(*) filter (where price_pen <= 0)::int as unpriced
      from listings`);
    expect(offers?.both).toBeGreaterThanOrEqual(3);
    expect(offers?.fees).toBeGreaterThanOrEqual(5);
    expect(offers?.terms).toBeGreaterThanOrEqual(5);
    expect(offers?.sale_terms).toBe(0);
    expect(offers?.unpriced).toBe(0);
    // Room counts copied from the details, and a district with enough flats for the price comparison.
    const [rooms] = await rows<{ n: number }>(
      sql`select count(*)::int as n from properties where bedrooms > 0`,
    );
    expect(rooms?.n).toBeGreaterThan(20);
    // Amenities for the filter (every one of the list on some flat or house), and new buildings.
    const [extras] = await rows<{ kinds: number; pools: number; brand_new: number }>(sql`
      select (select count(distinct a)::int from properties, unnest(amenities) a) as kinds,
        count(*) filter (where 'pool' = any(amenities))::int as pools,
        count(*) filter (where brand_new)::int as brand_new
      from properties`);
    expect(extras).toMatchObject({ kinds: 10 });
    expect(extras?.pools).toBeGreaterThan(3);
    expect(extras?.brand_new).toBeGreaterThan(3);
    const [group] = await rows<{ n: number }>(sql`
      select count(*)::int as n from listings l join properties p on p.id = l.property_id
      where l.operation = 'sale' and l.status = 'active' and p.status = 'published' and p.visibility = 'public'
        and p.property_type = 'residential' and p.ubigeo_district = '150122' and p.area_m2 > 0`);
    expect(group?.n).toBeGreaterThanOrEqual(5);
  });

  it('writes counters equal to their rows, with recent views for the trending sort', async () => {
    const [mismatch] = await rows<{ n: number }>(sql`
      select count(*)::int as n from properties p
      where view_count <> (select count(*) from property_views v where v.property_id = p.id)
         or favorite_count <> (select count(*) from favorites f where f.property_id = p.id)
         or contact_count <> (select count(*) from contact_requests c where c.property_id = p.id)`);
    expect(mismatch?.n).toBe(0);
    const [recent] = await rows<{ n: number; props: number }>(sql`
      select count(*)::int as n, count(distinct property_id)::int as props from property_views
      where created_at > now() - interval '35 days'`);
    expect(recent?.props).toBeGreaterThan(50);
    // The "Tendencia" scores are computed by the seed itself: a fresh refresh finds nothing to change.
    const [trends] = await rows<{ rising: number }>(sql`
      select count(*)::int as rising from properties
      where trend_score > 0 and status = 'published' and visibility = 'public'`);
    expect(trends?.rising).toBeGreaterThan(5);
    expect(await refreshTrendScores(handle.db)).toBe(0);
    const [drafts] = await rows<{ n: number }>(sql`
      select count(*)::int as n from properties where status = 'draft' and (view_count > 0 or published_at is not null)`);
    expect(drafts?.n).toBe(0);
  });

  it('creates the demo accounts with the demo password and a confirmed e-mail', async () => {
    const all = await handle.db.select().from(users);
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
      rows: await rows<{ t: string; n: number }>(sql`
        select 'companies' as t, count(*)::int as n from companies union all
        select 'users', count(*)::int from users union all
        select 'properties', count(*)::int from properties union all
        select 'media', count(*)::int from media_assets union all
        select 'project photos', count(*)::int from project_photos union all
        select 'views', count(*)::int from property_views`),
      files: await countFiles(uploadsDir),
    });
    const before = await snapshot();
    const again = await seedDemoData(handle.db, storage, { pictureCacheDir: cacheDir });
    expect(again).toEqual({ created: false, companies: first.companies, properties: first.properties });
    expect(await snapshot()).toEqual(before);
  });
});
