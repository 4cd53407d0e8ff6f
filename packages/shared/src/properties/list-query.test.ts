import { describe, expect, it } from 'vitest';
import { pageQuerySchema, propertyListQuerySchema } from './list-query.ts';

const messages = (input: unknown) => {
  const result = propertyListQuerySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('propertyListQuerySchema', () => {
  it('applies the defaults of the listing (page 1, 20 per page, smart ranking)', () => {
    expect(propertyListQuerySchema.parse({})).toEqual({
      page: 1,
      per_page: 20,
      sort: 'smart_ranking',
      currency: 'PEN',
    });
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, per_page: 20 });
  });

  it('reads URL strings: numbers coerced, text trimmed, blank values absent', () => {
    expect(
      propertyListQuerySchema.parse({
        page: '3',
        per_page: '12',
        sort: 'recent',
        search: '  Jesús María ',
        region: ' ',
        province: '',
        min_price: '1000.5',
        max_price: '',
        min_area: '0',
        operation: 'rent',
      }),
    ).toEqual({
      page: 3,
      per_page: 12,
      sort: 'recent',
      search: 'Jesús María',
      min_price: 1000.5,
      min_area: 0,
      operation: 'rent',
      currency: 'PEN',
    });
  });

  // Zod's default (English) locale is active here: every message below comes from the schema itself.
  it('refuses bad values with Spanish messages naming the field', () => {
    expect(messages({ page: '0' })).toEqual(['page: La página debe ser un número entero mayor o igual a 1']);
    expect(messages({ per_page: '101' })).toEqual([
      'per_page: La cantidad por página debe ser un número entero entre 1 y 100',
    ]);
    expect(messages({ sort: 'price' })).toEqual(['sort: Orden no válido']);
    expect(messages({ min_price: '-1' })).toEqual(['min_price: El precio mínimo no puede ser negativo']);
    expect(messages({ min_price: '10', max_price: '9' })).toEqual([
      'max_price: El precio máximo debe ser mayor o igual al precio mínimo',
    ]);
    expect(messages({ search: 'a'.repeat(201) })).toEqual([
      'search: La búsqueda no puede superar los 200 caracteres',
    ]);
  });
});

describe('propertyListQuerySchema: offer filters', () => {
  it('defaults the currency to PEN and parses rooms and flags', () => {
    const parsed = propertyListQuerySchema.parse({
      min_bedrooms: '4',
      with_photos: 'true',
      with_video: 'false',
      max_area: '120',
    });
    expect(parsed).toMatchObject({
      currency: 'PEN',
      min_bedrooms: 4,
      with_photos: true,
      with_video: false,
      max_area: 120,
    });
  });

  it('refuses rooms outside 1..4, bad flags and an area range upside down', () => {
    for (const query of [
      { min_parking: '5' },
      { with_video: 'si' },
      { min_area: '10', max_area: '5' },
      { currency: 'EUR' },
    ]) {
      expect(propertyListQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
