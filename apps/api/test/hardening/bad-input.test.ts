import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jpegImage,
  multipartForm,
  photoForm,
} from '../../src/features/properties/routes/media-test-support.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import type { TestClient } from '../http-client.ts';
import { ownerWithProperty } from './owner-fixture.ts';

/*
 * "Bad input must never be a 500": bodies declared multipart that are not, a NUL byte as a path
 * id, and a NUL character inside text fields each answer 400/422 in Spanish, naming the field.
 */

let t: TestApp;
let client: TestClient;
let token: string;
let companyId: number;
let propertyId: number;

beforeAll(async () => {
  t = await buildTestApp();
  ({ client, token, companyId, propertyId } = await ownerWithProperty(t, 'draft'));
});
afterAll(async () => t.close());

describe('a body declared multipart/form-data that is not multipart', () => {
  const routes = () =>
    [
      ['POST', '/api/v1/me/avatar'],
      ['POST', `/api/v1/properties/${propertyId}/media_assets`],
      ['PATCH', `/api/v1/properties/${propertyId}`],
      ['PATCH', `/api/v1/companies/${companyId}`],
      ['POST', `/api/v1/companies/${companyId}/logo`],
      ['POST', `/api/v1/companies/${companyId}/cover`],
    ] as const;

  for (const contentType of ['multipart/form-data; boundary=xyz', 'multipart/form-data']) {
    it(`answers 400 invalid_multipart on every multipart route (${contentType})`, async () => {
      for (const [method, url] of routes()) {
        const res = await client.request(method, url, {
          token,
          headers: { 'content-type': contentType },
          payload: 'garbage',
        });
        expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 400 });
        expect(res.json()).toEqual({
          error: 'invalid_multipart',
          message: 'El contenido enviado no es un formulario multipart válido.',
        });
      }
    });
  }
});

describe('a NUL byte as the id in the path', () => {
  it('answers 400 naming the path field', async () => {
    const cases = [
      ['GET', '/api/v1/properties/%00', 'id'],
      ['GET', '/api/v1/companies/%00', 'idOrSlug'],
      ['GET', '/api/v1/companies/%00/stats', 'idOrSlug'],
      ['POST', '/api/v1/properties/%00/favorite', 'id'],
      ['DELETE', '/api/v1/properties/%00/unfavorite', 'id'],
      ['PATCH', '/api/v1/properties/%00', 'id'],
      ['GET', '/api/v1/properties/casa%00miraflores', 'id'],
    ] as const;
    for (const [method, url, field] of cases) {
      const res = await client.request(method, url, {
        token,
        ...(method === 'PATCH' ? { payload: {} } : {}),
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json()).toEqual({
        error: 'bad_request',
        message: 'La dirección contiene un carácter no válido.',
        errors: [`${field}: no puede contener el carácter nulo (\\u0000)`],
      });
    }
  });
});

describe('a NUL character inside a text field', () => {
  const nulError = (field: string) => ({
    error: 'validation_failed',
    message: 'Datos inválidos. Por favor, revisa los campos.',
    errors: [`${field}: no puede contener el carácter nulo (\\u0000)`],
  });

  it('property fields (JSON PATCH and POST) answer 422 naming the field', async () => {
    const patch = await client.patch(
      `/api/v1/properties/${propertyId}`,
      { property: { title: 'Casa en Miraflores\u0000', address: { line: 'Av. Larco 123' } } },
      { token },
    );
    expect(patch.statusCode).toBe(422);
    expect(patch.json()).toEqual(nulError('property.title'));

    const create = await client.post(
      '/api/v1/properties',
      { property: { title: 'Oficina', description: 'Vista al mar\u0000', postal_code: '15074' } },
      { token },
    );
    expect(create.statusCode).toBe(422);
    expect(create.json()).toEqual(nulError('property.description'));
  });

  it('profile, registration and query fields answer 422 naming the field', async () => {
    const me = await client.patch('/api/v1/me', { user: { last_name: 'Quispe\u0000' } }, { token });
    expect(me.statusCode).toBe(422);
    expect(me.json()).toEqual(nulError('user.last_name'));

    const register = await client.post('/api/v1/auth/register', {
      user: { first_name: 'A\u0000na', email: 'ana@example.pe', password: 'Una-clave-larga-2026' },
    });
    expect(register.statusCode).toBe(422);
    expect(register.json()).toEqual(nulError('user.first_name'));

    const search = await client.get('/api/v1/properties', { query: { search: 'casa\u0000' } });
    expect(search.statusCode).toBe(422);
    expect(search.json()).toEqual(nulError('search'));
  });

  it('multipart text fields answer 422 naming the field (company form, photo metadata)', async () => {
    const company = multipartForm([{ name: 'description', value: 'Somos\u0000 una inmobiliaria' }]);
    const companyRes = await client.patch(`/api/v1/companies/${companyId}`, company.payload, {
      token,
      headers: company.headers,
    });
    expect(companyRes.statusCode).toBe(422);
    expect(companyRes.json()).toEqual(nulError('description'));

    const photo = photoForm(await jpegImage(), { alt: 'Sala\u0000' });
    const photoRes = await client.post(`/api/v1/properties/${propertyId}/media_assets`, photo.payload, {
      token,
      headers: photo.headers,
    });
    expect(photoRes.statusCode).toBe(422);
    expect(photoRes.json()).toEqual(nulError('metadata.alt'));
  });
});
