import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { buildProperty } from '../factories/properties.ts';
import { createSignedInUser } from '../factories/users.ts';

/*
 * Property-based fuzzing over every route of the OpenAPI document the app serves. Each run
 * picks a route, fills its path, query and body with hostile values (NUL and other control characters,
 * huge numbers, wrong types, non-multipart bodies declared multipart...) and sends it as a guest or as
 * an admin with a valid anti-forgery pair. No answer may be a 5xx. Bounded in runs and in time: it runs
 * on PGlite and again on PostgreSQL in CI.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: string;
  path: string;
  operation: Operation;
}

const RUNS = 3000;
const TIME_LIMIT_MS = 40_000;
const CSRF = 'fuzz-csrf-token-0123456789abcdef';

/** Values no handler expects: control characters (NUL included), odd numbers, wrong types. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '%00',
    '../../etc/passwd',
    ' ',
    '',
    '\uFFFF',
    '\uD800',
    '😀'.repeat(50),
  ),
  fc.string({ maxLength: 3 }).map((s) => s.repeat(2000)),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileScalar = fc.oneof(hostileText, hostileNumber, fc.boolean(), fc.constant(null));
const hostileValue = fc.oneof(
  { depthSize: 'small' },
  hostileScalar,
  fc.array(hostileScalar, { maxLength: 4 }),
  fc.dictionary(hostileText, hostileScalar, { maxKeys: 4 }),
);

/** A body shaped like the schema (its own keys, at most two levels deep) but with hostile values. */
function bodyFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const variant = schema?.anyOf?.[0] ?? schema?.oneOf?.[0];
  if (variant) return bodyFor(variant, depth);
  if (!schema?.properties || depth > 2) return hostileValue;
  const shape = Object.fromEntries(
    Object.entries(schema.properties).map(([key, child]) => [
      key,
      fc.oneof(bodyFor(child, depth + 1), hostileValue),
    ]),
  );
  return fc.record(shape, { requiredKeys: [] });
}

/** Percent-encodes the UTF-8 bytes of any string (a lone surrogate included: it becomes U+FFFD). */
const percentEncode = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[\w.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');

function routesOf(document: { paths: Record<string, Record<string, Operation>> }): Route[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

let t: TestApp;
let routes: Route[];
let adminToken: string;
let ids: string[];

beforeAll(async () => {
  t = await buildTestApp();
  const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  routes = routesOf(docs.json());
  const admin = await createSignedInUser(t.app.db, { role: 'admin' });
  adminToken = admin.token;
  const { property, company } = await buildProperty(t.app.db, { visibility: 'unlisted' });
  ids = [String(property.id), property.slug, String(company?.id ?? 1), company?.slug ?? 'empresa'];
});
afterAll(async () => t.close());

describe('fuzzing every route of the OpenAPI document', () => {
  it('finds a route list to fuzz', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('never answers a 5xx', async () => {
    const byName = new Map(routes.map((route) => [`${route.method} ${route.path}`, route]));
    const request = fc.constantFrom(...byName.keys()).chain((name) => {
      const route = byName.get(name)!;
      const params = (route.operation.parameters ?? []).filter((p) => p.in === 'path');
      const query = (route.operation.parameters ?? []).filter((p) => p.in === 'query');
      const jsonSchema = route.operation.requestBody?.content?.['application/json']?.schema;
      return fc.record({
        route: fc.constant(name),
        path: fc.tuple(...params.map(() => fc.oneof(fc.constantFrom(...ids), hostileText))),
        query: fc.record(
          Object.fromEntries(query.map((p) => [p.name, fc.oneof(hostileText, hostileNumber.map(String))])),
          { requiredKeys: [] },
        ),
        body: bodyFor(jsonSchema),
        rawBody: fc.string({ unit: 'binary', maxLength: 64 }),
        contentType: fc.constantFrom(
          'application/json',
          'application/json',
          'multipart/form-data; boundary=xyz',
          'multipart/form-data',
          'text/plain',
          'application/x-www-form-urlencoded',
        ),
        asAdmin: fc.boolean(),
      });
    });

    await fc.assert(
      fc.asyncProperty(request, async ({ route: name, path, query, body, rawBody, contentType, asAdmin }) => {
        const route = byName.get(name)!;
        const params = (route.operation.parameters ?? []).filter((p) => p.in === 'path');
        let url = route.path;
        params.forEach((param, index) => {
          url = url.replace(`{${param.name}}`, percentEncode(String(path[index])));
        });
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          query: query as Record<string, string>,
          cookies: { csrf_token: CSRF },
          headers: {
            'x-csrf-token': CSRF,
            ...(asAdmin ? { authorization: `Bearer ${adminToken}` } : {}),
            ...(hasBody ? { 'content-type': contentType } : {}),
          },
          ...(hasBody
            ? { payload: contentType === 'application/json' ? JSON.stringify(body) : rawBody }
            : {}),
        });
        if (res.statusCode >= 500) {
          throw new Error(`${route.method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        }
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false },
    );
  }, 120_000);
});
