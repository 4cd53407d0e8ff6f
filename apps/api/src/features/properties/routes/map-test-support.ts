import type { LngLat } from '@inmuebles/shared/geo/polygon';
import type { MapResponse } from '@inmuebles/shared/properties/map-query';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { properties, type Company } from '../../../platform/db/schema/index.ts';
import type { TestClient } from '../../../../test/http-client.ts';

/** GET /api/v1/properties/map with these query values; fails the test on anything but a 200. */
export async function mapOf(client: TestClient, query: Record<string, string>): Promise<MapResponse> {
  const res = await client.get('/api/v1/properties/map', { query });
  if (res.statusCode !== 200)
    throw new Error(`GET /properties/map ${JSON.stringify(query)} → ${res.statusCode} ${res.body}`);
  return res.json<MapResponse>();
}

/**
 * Many published, public properties at these points in one insert (buildProperty makes one at a time, too
 * slow for the thousand-point cases), with an optional property type to filter by and an optional sale
 * price in soles (the copy an active sale offer keeps, which "Comprar" reads).
 */
export async function insertPoints(
  db: DbOrTx,
  company: Company,
  points: readonly LngLat[],
  columns: { propertyType?: 'residential' | 'land'; salePricePen?: string } = {},
): Promise<void> {
  const stamp = Math.random().toString(36).slice(2, 8);
  for (let start = 0; start < points.length; start += 500) {
    await db.insert(properties).values(
      points.slice(start, start + 500).map(([lng, lat], i) => ({
        companyId: company.id,
        title: `Punto ${stamp}-${start + i}`,
        slug: `punto-${stamp}-${start + i}`,
        status: 'published' as const,
        visibility: 'public' as const,
        publishedAt: new Date(),
        price: '100000',
        currency: 'USD' as const,
        longitude: lng.toFixed(6),
        latitude: lat.toFixed(6),
        ...columns,
      })),
    );
  }
}

/** A rows × columns grid of points spread evenly over the box (inside it, off its edges). */
export function gridPoints(
  box: { minLng: number; minLat: number; maxLng: number; maxLat: number },
  columns: number,
  rows: number,
): LngLat[] {
  const points: LngLat[] = [];
  for (let c = 0; c < columns; c += 1) {
    for (let r = 0; r < rows; r += 1) {
      points.push([
        box.minLng + ((c + 0.5) * (box.maxLng - box.minLng)) / columns,
        box.minLat + ((r + 0.5) * (box.maxLat - box.minLat)) / rows,
      ]);
    }
  }
  return points;
}
