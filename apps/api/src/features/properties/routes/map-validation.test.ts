import { encodePolyline } from '@inmuebles/shared/geo/polyline';
import type { LngLat } from '@inmuebles/shared/geo/polygon';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';

interface ErrorBody {
  error: string;
  message: string;
  errors: string[];
}

/** A regular polygon of n corners around Lima's centre (about 2 km across). */
const regular = (n: number): LngLat[] =>
  Array.from({ length: n }, (_, i) => [
    -77.03 + 0.01 * Math.cos((2 * Math.PI * i) / n),
    -12.1 + 0.01 * Math.sin((2 * Math.PI * i) / n),
  ]);

const square: LngLat[] = [
  [-77.04, -12.1],
  [-77.02, -12.1],
  [-77.02, -12.08],
  [-77.04, -12.08],
];

/** Bad map geometry is a 422 with the Spanish message the web shows too, on the listing and the map. */
describe('GET /api/v1/properties and /properties/map: invalid areas and zones', () => {
  const t = useTestApp();
  const client = t.client;

  const validBbox = '-77.1,-12.2,-76.9,-12.0';
  const cases: [string, Record<string, string>, string][] = [
    ['three numbers', { bbox: '-77.1,-12.2,-76.9' }, 'bbox: El área del mapa no es válida.'],
    ['a word', { bbox: '-77.1,norte,-76.9,-12.0' }, 'bbox: El área del mapa no es válida.'],
    ['NaN', { bbox: 'NaN,-12.2,-76.9,-12.0' }, 'bbox: El área del mapa no es válida.'],
    ['min longitude above max', { bbox: '-76.9,-12.2,-77.1,-12.0' }, 'bbox: El área del mapa no es válida.'],
    ['min latitude above max', { bbox: '-77.1,-12.0,-76.9,-12.2' }, 'bbox: El área del mapa no es válida.'],
    [
      'a box outside Peru',
      { bbox: '-60,-12.2,-59,-12.0' },
      'bbox: El área del mapa debe estar dentro del Perú.',
    ],
    ['a malformed polyline', { within: 'abc def' }, 'within: La zona dibujada no es válida.'],
    ['a cut-short polyline', { within: '_p~iF~ps|' }, 'within: La zona dibujada no es válida.'],
    [
      'two vertices',
      { within: encodePolyline(square.slice(0, 2)) },
      'within: La zona dibujada debe tener al menos 3 vértices distintos.',
    ],
    [
      '101 vertices',
      { within: encodePolyline(regular(101)) },
      'within: La zona dibujada tiene demasiados vértices (máximo 100).',
    ],
    [
      'a zone outside Peru',
      {
        within: encodePolyline([
          [-60, -12.1],
          [-59, -12.1],
          [-59, -12],
        ]),
      },
      'within: La zona dibujada debe estar dentro del Perú.',
    ],
    [
      'a self-crossing zone',
      { within: encodePolyline([square[0], square[2], square[1], square[3]] as LngLat[]) },
      'within: La zona dibujada no puede cruzarse a sí misma.',
    ],
  ];

  it.each(cases)('the listing refuses %s', async (_name, query, message) => {
    const res = await client.get('/api/v1/properties', { query });
    expect(res.statusCode).toBe(422);
    const body = res.json<ErrorBody>();
    expect(body.error).toBe('validation_failed');
    expect(body.errors).toEqual([message]);
  });

  it.each(cases)('the map refuses %s', async (_name, query, message) => {
    const res = await client.get('/api/v1/properties/map', {
      query: { bbox: validBbox, zoom: '12', ...query },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().errors).toEqual([message]);
  });

  const mapOnly: [string, Record<string, string>, string][] = [
    ['no bbox', { zoom: '12' }, 'bbox: Falta el área del mapa.'],
    ['an empty bbox', { bbox: '', zoom: '12' }, 'bbox: Falta el área del mapa.'],
    ['no zoom', { bbox: validBbox }, 'zoom: El zoom del mapa debe ser un número entero entre 0 y 20.'],
    [
      'zoom 21',
      { bbox: validBbox, zoom: '21' },
      'zoom: El zoom del mapa debe ser un número entero entre 0 y 20.',
    ],
    [
      'zoom -1',
      { bbox: validBbox, zoom: '-1' },
      'zoom: El zoom del mapa debe ser un número entero entre 0 y 20.',
    ],
    [
      'zoom 12.5',
      { bbox: validBbox, zoom: '12.5' },
      'zoom: El zoom del mapa debe ser un número entero entre 0 y 20.',
    ],
    [
      'a bad filter',
      { bbox: validBbox, zoom: '12', operation: 'swap' },
      'operation: Operación no válida (venta o alquiler)',
    ],
  ];

  it.each(mapOnly)('the map refuses %s', async (_name, query, message) => {
    const res = await client.get('/api/v1/properties/map', { query });
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().errors).toEqual([message]);
  });

  it('accepts the limits: 100 vertices, a zone on Peru’s edge, the whole of Peru, zoom 0 and 20', async () => {
    const ok: Record<string, string>[] = [
      { bbox: validBbox, zoom: '0', within: encodePolyline(regular(100)) },
      { bbox: '-81.5,-18.5,-68.5,0.1', zoom: '20' },
      {
        bbox: validBbox,
        zoom: '12',
        within: encodePolyline([
          [-81.5, -18.5],
          [-81, -18.5],
          [-81.5, -18],
        ]),
      },
    ];
    for (const query of ok) {
      expect((await client.get('/api/v1/properties/map', { query })).statusCode).toBe(200);
      expect((await client.get('/api/v1/properties', { query })).statusCode).toBe(200);
    }
  });
});
