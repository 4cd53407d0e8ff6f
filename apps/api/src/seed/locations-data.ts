/**
 * The districts the demo properties sit in: INEI ubigeo code and names exactly as in the shared catalogue
 * (packages/shared/src/ubigeo; the seed test checks they agree), an approximate centre for map markers, a
 * price tier, and real street names and landmarks so addresses and descriptions read naturally. The data is
 * demo-districts.json, checked against the shape below when it is loaded.
 */
import { z } from 'zod';
import rawDistricts from './demo-districts.json' with { type: 'json' };

/** Drives price per m²: the same flat costs far more in San Isidro than in Castilla. */
const PRICE_TIERS = ['premium', 'high', 'mid', 'affordable', 'rural'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

export interface DemoDistrict {
  /** 6-digit ubigeo; its first 2 and 4 digits are the department and province codes. */
  code: string;
  district: string;
  province: string;
  department: string;
  lat: number;
  lng: number;
  tier: PriceTier;
  /** By the sea: allows "vista al mar" titles and beach houses. */
  coastal: boolean;
  streets: readonly string[];
  /** Roads for land outside the town, as [road, first km, last km]. */
  roads?: readonly (readonly [string, number, number])[];
  landmarks: readonly string[];
}

const demoDistrictSchema = z.strictObject({
  code: z.string().regex(/^\d{6}$/),
  district: z.string().min(1),
  province: z.string().min(1),
  department: z.string().min(1),
  lat: z.number(),
  lng: z.number(),
  tier: z.enum(PRICE_TIERS),
  coastal: z.boolean().default(false),
  streets: z.array(z.string().min(1)).min(1),
  roads: z.array(z.tuple([z.string().min(1), z.number(), z.number()])).optional(),
  landmarks: z.array(z.string().min(1)).min(1),
});

export const DEMO_DISTRICTS: readonly DemoDistrict[] = z.array(demoDistrictSchema).parse(rawDistricts);

const byCode = new Map<string, DemoDistrict>(DEMO_DISTRICTS.map((d) => [d.code, d]));

export function demoDistrict(code: string): DemoDistrict {
  const found = byCode.get(code);
  if (!found) throw new Error(`Unknown demo district ${code}`);
  return found;
}

/** The ubigeo codes a property stores: department (2), province (4), district (6). */
export function ubigeoCodes(d: DemoDistrict): { department: string; province: string; district: string } {
  return { department: d.code.slice(0, 2), province: d.code.slice(0, 4), district: d.code };
}
