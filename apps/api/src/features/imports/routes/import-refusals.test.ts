import type { ImportRunView } from '@inmuebles/shared/imports/import-run-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { house, jsonFile, preview, previewRows, upload } from './import-test-support.ts';

/*
 * What an import refuses, and to whom (docs/product/imports.md): files that are too big, too long, empty or
 * not what they claim; rows with the bad values of the list, each named by row and column; and the
 * runs of another company, which are a 404 like a missing one.
 */

describe('import refusals', () => {
  const t = useTestApp();
  const client = t.client;
  let token: string;
  let otherToken: string;
  let adminToken: string;
  let otherCompanyId: number;

  beforeAll(async () => {
    const db = t.database.db;
    token = (await createSignedInUser(db, { role: 'agent' })).token;
    const other = await createCompany(db);
    otherCompanyId = other.id;
    otherToken = (await createSignedInUser(db, { role: 'company_admin', companyId: other.id })).token;
    adminToken = (await createSignedInUser(db, { role: 'admin' })).token;
  });

  const refused = async (data: Buffer, status: number, filename?: string) => {
    const res = await upload(client, token, data, filename);
    expect(res.statusCode, res.body).toBe(status);
    return res.json<{ message: string }>().message;
  };

  it('refuses a file over 20 MB with 413, naming the limit', async () => {
    expect(await refused(Buffer.alloc(20 * 1024 * 1024 + 1, 0x20), 413)).toBe(
      'El archivo supera el límite de 20 MB',
    );
  });

  it('refuses more than 10,000 rows with 413', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => ({ ListingKey: `K${i}` }));
    expect(await refused(jsonFile(rows), 413)).toBe(
      'El archivo tiene más de 10,000 filas: divídelo en varios',
    );
  });

  it('refuses what is not an import file, whatever its name says', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await refused(png, 422, 'avisos.json')).toBe('El archivo no es un XLSX, un CSV ni un JSON');
    expect(await refused(Buffer.from('{"value": [ '), 422)).toBe('El JSON no es válido');
    expect(await refused(Buffer.from('{"avisos": []}'), 422)).toMatch(/arreglo de avisos/);
    expect(await refused(jsonFile([]), 422)).toBe('El archivo no tiene filas para importar');
  });

  it('names each bad value by row and column', async () => {
    const run = await preview(
      client,
      token,
      jsonFile([
        house('A'),
        house('A'),
        house('B', { PropertySubType: 'castillo' }),
        house('C', { ListPrice: 0 }),
        house('D', { ListPrice: -5 }),
        house('E', { LivingArea: 'ciento veinte' }),
        house('F', { OnMarketDate: '2999-01-01' }),
        house('G', { Ubigeo: '150131' }),
        house('H', { City: 'Atlantis', CountyOrParish: undefined, StateOrProvince: undefined }),
      ]),
    );
    const errors = (await previewRows(client, token, run.id)).map((row) => row.errors);
    expect(errors).toEqual([
      ['Fila 1, Código de referencia: «A» se repite en las filas 1 y 2'],
      ['Fila 2, Código de referencia: «A» se repite en las filas 1 y 2'],
      ['Fila 3, Tipo: Valor no válido: use apartment, house, office, warehouse, lot, land'],
      ['Fila 4, Precio: Debe ser un número mayor que 0'],
      ['Fila 5, Precio: Debe ser un número mayor que 0'],
      ['Fila 6, Área construida (m²): Debe ser un número'],
      ['Fila 7, Publicado el: La fecha de publicación no puede ser futura'],
      ['Fila 8, Ubigeo: El ubigeo 150131 es San Isidro, no Miraflores'],
      [
        'Fila 9, Distrito: «Atlantis» no es un distrito o hay varios con ese nombre: indica el departamento y la provincia',
      ],
    ]);
    expect(run.counts).toMatchObject({ total: 9, errors: 9, new: 0 });
  });

  it('keeps another company’s runs out of reach (404) and guests out (401)', async () => {
    const run = await preview(client, token, jsonFile([house('Z')]));
    for (const path of ['', '/rows', '/errors.csv']) {
      expect((await client.get(`/api/v1/imports/${run.id}${path}`, { token: otherToken })).statusCode).toBe(
        404,
      );
    }
    const confirm = await client.post(`/api/v1/imports/${run.id}/confirm`, {}, { token: otherToken });
    expect(confirm.statusCode).toBe(404);
    expect((await upload(client, undefined, jsonFile([house('Z')]))).statusCode).toBe(401);
    expect((await client.get(`/api/v1/imports/${run.id}`, { token: adminToken })).statusCode).toBe(200);
  });

  it('lets an admin import for any company', async () => {
    const res = await upload(client, adminToken, jsonFile([house('ADM-1')]), 'a.json', {
      company_id: String(otherCompanyId),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ import: ImportRunView }>().import.company_id).toBe(otherCompanyId);
    const unknown = await upload(client, adminToken, jsonFile([house('ADM-1')]), 'a.json', {
      company_id: '999999',
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('writes the errors as CSV, with formulas neutralised', async () => {
    const run = await preview(client, token, jsonFile([house('=HYPERLINK("http://x")', { ListPrice: 0 })]));
    const res = await client.get(`/api/v1/imports/${run.id}/errors.csv`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Fila,Código de referencia,Error');
    expect(lines[1]).toBe(`1,"'=HYPERLINK(""http://x"")","Fila 1, Precio: Debe ser un número mayor que 0"`);
  });

  it('publishes the JSON Schema of the exchange shape', async () => {
    const res = await client.get('/api/v1/import/schema.json');
    expect(res.statusCode).toBe(200);
    const schema = res.json<{
      properties: { value: { items: { $ref: string } } };
      $defs: Record<string, { properties: Record<string, unknown>; required: string[] }>;
    }>();
    const listing = schema.$defs.ImportListing;
    expect(Object.keys(listing?.properties ?? {})).toEqual(
      expect.arrayContaining([
        'ListingKey',
        'ListPrice',
        'BedroomsTotal',
        'BathroomsTotalInteger',
        'LivingArea',
        'LotSizeArea',
        'PublicRemarks',
        'Latitude',
        'Longitude',
        'Media',
        'Ubigeo',
        'PartidaRegistral',
        'OficinaRegistral',
        'Currency',
        'Operation',
      ]),
    );
    expect(listing?.required).toEqual(expect.arrayContaining(['ListingKey', 'ListPrice', 'Operation']));
    const docs = (await client.get('/api/docs/json')).json<{
      components: { schemas: Record<string, unknown> };
    }>();
    expect(Object.keys(docs.components.schemas)).toEqual(
      expect.arrayContaining(['ImportListing', 'ImportMedia']),
    );
  });
});
