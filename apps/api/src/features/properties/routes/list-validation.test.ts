import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';

interface ErrorBody {
  error: string;
  message: string;
  errors: string[];
}

/** Bad query values are a 422 with Spanish messages naming the field, never a 500. */
describe('GET /api/v1/properties: invalid queries', () => {
  const t = useTestApp();
  const client = t.client;

  const cases: [string, Record<string, string>, string][] = [
    ['page 0', { page: '0' }, 'page: La página debe ser un número entero mayor o igual a 1'],
    ['page not a number', { page: 'dos' }, 'page: La página debe ser un número entero mayor o igual a 1'],
    ['page with decimals', { page: '1.5' }, 'page: La página debe ser un número entero mayor o igual a 1'],
    [
      'per_page 1000',
      { per_page: '1000' },
      'per_page: La cantidad por página debe ser un número entero entre 1 y 100',
    ],
    [
      'per_page 0',
      { per_page: '0' },
      'per_page: La cantidad por página debe ser un número entero entre 1 y 100',
    ],
    ['unknown sort', { sort: 'cheapest' }, 'sort: Orden no válido'],
    ['unknown type', { property_type: 'castle' }, 'property_type: Tipo de propiedad no válido'],
    [
      'unknown detail type',
      { property_detail_type: 'Castle' },
      'property_detail_type: Tipo de inmueble no válido',
    ],
    ['unknown operation', { operation: 'swap' }, 'operation: Operación no válida (venta o alquiler)'],
    [
      'max_price below min_price',
      { min_price: '500000', max_price: '100000' },
      'max_price: El precio máximo debe ser mayor o igual al precio mínimo',
    ],
    ['negative price', { min_price: '-1' }, 'min_price: El precio mínimo no puede ser negativo'],
    ['price not a number', { max_price: 'mucho' }, 'max_price: El precio máximo debe ser un número'],
    ['negative area', { min_area: '-5' }, 'min_area: El área mínima no puede ser negativo'],
    [
      '10 kB search',
      { search: 'casa '.repeat(2048) },
      'search: La búsqueda no puede superar los 200 caracteres',
    ],
    ['10 kB district', { district: 'x'.repeat(10_240) }, 'district: El distrito no es válido'],
  ];

  it.each(cases)('%s → 422', async (_name, query, message) => {
    const res = await client.get('/api/v1/properties', { query });
    expect(res.statusCode).toBe(422);
    const body = res.json<ErrorBody>();
    expect(body.error).toBe('validation_failed');
    expect(body.message).toBe('Datos inválidos. Por favor, revisa los campos.');
    expect(body.errors).toContain(message);
  });

  it('lists every problem of a query at once', async () => {
    const res = await client.get('/api/v1/properties', { query: { page: '0', sort: 'x', per_page: '1000' } });
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().errors).toHaveLength(3);
  });

  it('accepts the boundaries: per_page 100, price 0, a 200-character search', async () => {
    const queries: Record<string, string>[] = [
      { per_page: '100' },
      { min_price: '0', max_price: '0' },
      { search: 'a'.repeat(200) },
    ];
    for (const query of queries) {
      expect((await client.get('/api/v1/properties', { query })).statusCode).toBe(200);
    }
  });
});
