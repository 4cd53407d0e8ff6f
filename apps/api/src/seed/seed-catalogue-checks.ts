import path from 'node:path';
import { booleanPointInPolygon, kinks, point, polygon } from '@turf/turf';
import { findDepartment, findDistrict, findProvince } from '@inmuebles/shared/ubigeo/catalogue';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  PROPERTY_DETAIL_TYPES,
  PROPERTY_TYPES,
  mediaAssets,
  properties,
  type LngLat,
} from '../platform/db/schema/index.ts';
import { photoKeys } from '../platform/media/keys.ts';
import { refreshTrendScores } from '../features/properties/trending.ts';
import { DEMO_DISTRICTS } from './locations-data.ts';

import { countFiles, type SeededDatabase } from './testing/seeded-database.ts';

/** The demo catalogue's properties: types, places, details, photos, geometry, prices, offers and counters. */
export function catalogueChecks(seeded: SeededDatabase): void {
  it('covers every type, detail type, status and visibility, in many departments', async () => {
    const all = await seeded.handle.db
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
    const mismatched = await seeded.rows<{ n: number }>(sql`
      select count(*)::int as n from properties
      where ubigeo_department <> left(ubigeo_district, 2) or ubigeo_province <> left(ubigeo_district, 4)`);
    expect(mismatched[0]?.n).toBe(0);
  });

  it('writes one detail row of the right type for every property', async () => {
    const [row] = await seeded.rows<{ missing: number }>(sql`
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
    const assets = await seeded.handle.db.select().from(mediaAssets);
    const byProperty = new Map<number, number[]>();
    for (const asset of assets)
      byProperty.set(asset.propertyId, [...(byProperty.get(asset.propertyId) ?? []), asset.position]);
    expect(byProperty.size).toBe(seeded.first.properties);
    for (const positions of byProperty.values()) {
      expect(positions.length).toBeGreaterThanOrEqual(3);
      expect(positions.length).toBeLessThanOrEqual(8);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions.map((_, i) => i + 1));
    }
    for (const asset of assets) {
      expect(asset.kind).toBe('photo');
      expect(asset.title && asset.alt).toBeTruthy();
      const keys = photoKeys(asset.storageKey);
      expect(await seeded.storage.exists(keys.thumbnail)).toBe(true);
      expect(await seeded.storage.exists(keys.large)).toBe(true);
    }
    // The picture pool the photos were copied from is gone (an empty folder may stay).
    const poolDir = path.join(seeded.uploadsDir, 'seed-pool');
    const poolFiles = await countFiles(poolDir).catch(() => 0);
    expect(poolFiles).toBe(0);
  });

  it('draws valid geometry: closed, simple polygons with their centroid, or a point', async () => {
    const all = await seeded.handle.db
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
    const list = await seeded.rows<{
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
    const [offers] = await seeded.rows<{
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
    const [rooms] = await seeded.rows<{ n: number }>(
      sql`select count(*)::int as n from properties where bedrooms > 0`,
    );
    expect(rooms?.n).toBeGreaterThan(20);
    // Amenities for the filter (every one of the list on some flat or house), and new buildings.
    const [extras] = await seeded.rows<{ kinds: number; pools: number; brand_new: number }>(sql`
      select (select count(distinct a)::int from properties, unnest(amenities) a) as kinds,
        count(*) filter (where 'pool' = any(amenities))::int as pools,
        count(*) filter (where brand_new)::int as brand_new
      from properties`);
    expect(extras).toMatchObject({ kinds: 10 });
    expect(extras?.pools).toBeGreaterThan(3);
    expect(extras?.brand_new).toBeGreaterThan(3);
    const [group] = await seeded.rows<{ n: number }>(sql`
      select count(*)::int as n from listings l join properties p on p.id = l.property_id
      where l.operation = 'sale' and l.status = 'active' and p.status = 'published' and p.visibility = 'public'
        and p.property_type = 'residential' and p.ubigeo_district = '150122' and p.area_m2 > 0`);
    expect(group?.n).toBeGreaterThanOrEqual(5);
  });

  it('writes counters equal to their rows, with recent views for the trending sort', async () => {
    const [mismatch] = await seeded.rows<{ n: number }>(sql`
      select count(*)::int as n from properties p
      where view_count <> (select count(*) from property_views v where v.property_id = p.id)
         or favorite_count <> (select count(*) from favorites f where f.property_id = p.id)
         or contact_count <> (select count(*) from contact_requests c where c.property_id = p.id)`);
    expect(mismatch?.n).toBe(0);
    const [recent] = await seeded.rows<{ n: number; props: number }>(sql`
      select count(*)::int as n, count(distinct property_id)::int as props from property_views
      where created_at > now() - interval '35 days'`);
    expect(recent?.props).toBeGreaterThan(50);
    // The "Tendencia" scores are computed by the seed itself: a fresh refresh finds nothing to change.
    const [trends] = await seeded.rows<{ rising: number }>(sql`
      select count(*)::int as rising from properties
      where trend_score > 0 and status = 'published' and visibility = 'public'`);
    expect(trends?.rising).toBeGreaterThan(5);
    expect(await refreshTrendScores(seeded.handle.db)).toBe(0);
    const [drafts] = await seeded.rows<{ n: number }>(sql`
      select count(*)::int as n from properties where status = 'draft' and (view_count > 0 or published_at is not null)`);
    expect(drafts?.n).toBe(0);
  });
}
