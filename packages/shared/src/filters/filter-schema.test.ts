import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodePolyline } from '../geo/polyline.ts';
import { formatBbox, type Bbox } from '../properties/map-area.ts';
import { filterRegistry, type FilterKey } from './filter-registry.ts';
import { savedSearchFiltersSchema } from '../saved-searches/saved-search-schema.ts';
import { checkRanges, filterField } from './filter-schema.ts';
import type { FilterValue } from './filter-values.ts';

/*
 * The screens read an address with each filter's `read` (no zod on their first view); the API validates
 * with the zod field built from the same rule. These tests hold the two together: a URL value the API
 * accepts is read as the same value, and one it refuses is dropped (a text too long is cut instead).
 */

const keys = Object.keys(filterRegistry) as FilterKey[];

/** What the API makes of a URL value, in the screens' terms; undefined when it refuses it or it filters nothing. */
function apiReading(key: FilterKey, text: string): { accepted: boolean; value: unknown } {
  const result = filterField(key).safeParse(text);
  if (!result.success) return { accepted: false, value: undefined };
  const rule = filterRegistry[key].value.rule;
  const data: unknown = result.data;
  if (data === undefined || data === false) return { accepted: true, value: undefined };
  if (rule.type === 'choice' && data === rule.fallback) return { accepted: true, value: undefined };
  if (rule.type === 'bbox') return { accepted: true, value: formatBbox(data as Bbox) };
  if (rule.type === 'zone') return { accepted: true, value: text };
  return { accepted: true, value: data };
}

const square = encodePolyline([
  [-77.045, -12.1],
  [-77.025, -12.1],
  [-77.025, -12.085],
  [-77.045, -12.085],
]);
const bowTie = encodePolyline([
  [-77.05, -12.1],
  [-77.02, -12.08],
  [-77.02, -12.1],
  [-77.05, -12.08],
]);

/** Values worth trying on every filter: each choice's values, numbers written in odd ways, map values. */
const samples = [
  ...new Set(
    keys.flatMap((key) => {
      const rule = filterRegistry[key].value.rule;
      return rule.type === 'choice' ? rule.values : [];
    }),
  ),
  ...['', ' ', 'all', 'true', 'false', 'TRUE', '0', '-0', '1', '4', '5', '2.5', ' 3 ', '1e3', '1e20'],
  ...['0x10', '1,5', 'Infinity', 'NaN', '-1', '.5', '5.', '999999999999', '1000000000001', '15', '150113'],
  ...['Jesús María', 'a'.repeat(100), 'a'.repeat(101), ` ${'b'.repeat(200)} `, 'c'.repeat(201)],
  ...['-77.05,-12.13,-77.01,-12.09', '-77.0512345,-12.13,-77.01,-12.0900001', '1,2,3', '10,10,11,11'],
  ...[square, bowTie, 'not a polyline'],
  ...['pool', 'gym,pool', 'pool, gym ,pool', 'pool,sauna', ',', 'pool,,gym', 'POOL'],
];

function expectSameReading(key: FilterKey, text: string) {
  const value = filterRegistry[key].value as FilterValue<unknown>;
  const read = value.read(text);
  const api = apiReading(key, text);
  if (api.accepted) {
    expect(read, `${key}=${JSON.stringify(text)}`).toEqual(api.value);
  } else if (value.rule.type === 'text' && read !== undefined) {
    // A text too long is cut to what the API accepts.
    expect(apiReading(key, String(read)), `${key}=${JSON.stringify(text)}`).toEqual({
      accepted: true,
      value: read,
    });
  } else {
    expect(read, `${key}=${JSON.stringify(text)}`).toBeUndefined();
  }
}

describe('each filter reads a URL value as the API does', () => {
  it.each(keys)('%s: the chosen samples', (key) => {
    for (const text of samples) expectSameReading(key, text);
  });

  it.each(keys)('%s: any text', (key) => {
    const numbers = fc.oneof(fc.double(), fc.integer({ min: -10, max: 10 })).map(String);
    fc.assert(
      fc.property(fc.oneof(fc.string(), numbers, fc.constantFrom(...samples)), (text) =>
        expectSameReading(key, text),
      ),
    );
  });

  it('writes a value back as a text that reads and writes the same again', () => {
    for (const key of keys) {
      const value = filterRegistry[key].value as FilterValue<unknown>;
      for (const text of samples) {
        const read = value.read(text);
        if (read === undefined) continue;
        const written = value.write(read);
        expect(value.write(value.read(written)), `${key}=${JSON.stringify(text)}`).toBe(written);
      }
    }
  });
});

describe('the API fields built from the registry', () => {
  const schema = z
    .object({
      min_price: filterField('min_price'),
      max_price: filterField('max_price'),
      currency: filterField('currency'),
      with_photos: filterField('with_photos'),
      status: filterField('status'),
    })
    .check(checkRanges);

  it("treats blank values and 'all' as not given, and defaults the currency", () => {
    expect(schema.parse({ min_price: ' ', status: 'all', with_photos: '' })).toEqual({ currency: 'PEN' });
  });

  it('takes the JSON values of a saved search as well as URL strings', () => {
    expect(schema.parse({ min_price: 100, with_photos: true })).toEqual({
      min_price: 100,
      with_photos: true,
      currency: 'PEN',
    });
  });

  it('refuses bad values with the Spanish message of the filter', () => {
    const messages = (input: Record<string, unknown>) =>
      schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages({ status: 'sold' })).toEqual(['status: Estado no válido']);
    expect(messages({ min_price: '100', max_price: '50' })).toEqual([
      'max_price: El precio máximo debe ser mayor o igual al precio mínimo',
    ]);
    expect(messages({ currency: 'EUR', with_photos: 'si' })).toEqual([
      'currency: Moneda no válida (PEN o USD)',
      'with_photos: El filtro de fotos debe ser true o false',
    ]);
  });
});

describe('saved searches', () => {
  it('keep the listing filters the registry allows them, and refuse the publication period', () => {
    expect(savedSearchFiltersSchema.parse({ operation: 'rent', max_price: '900' })).toEqual({
      operation: 'rent',
      max_price: 900,
      currency: 'PEN',
    });
    expect(
      savedSearchFiltersSchema
        .safeParse({ published_within: '7d' })
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['Filtro no permitido: published_within']);
  });
});
