import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { templateHeaders } from '../template/build-template.ts';
import { preview, previewRows, upload } from './import-test-support.ts';
import { zipOf } from './zip-fixtures.ts';

/*
 * The spreadsheet formats (docs/product/imports.md): the downloadable template imports as it is, an XLSX
 * with a misspelt district gets its suggestion, CSV in UTF-8 (with or without BOM) and in Excel's
 * Windows-1252 with ';' read alike, and hostile files (a ZIP bomb, a ZIP that is no workbook, a giant cell,
 * an unknown column) are refused with a Spanish 422.
 */

const HEADER =
  'Código de referencia;Título;Descripción;Tipo;Operación;Precio;Moneda;Estado;Departamento;Provincia;Distrito;Dirección;Área construida (m²);Dormitorios';
const ROW =
  'CSV-1;Casa en La Molina con piscina;Casa de campo en la ciudad, con piscina y jardín.;Casa;Venta;S/ 1,250,000;PEN;Publicado;Lima;Lima;La Molina;Av. La Fontana 890;310;5';

describe('spreadsheet imports', () => {
  const t = useTestApp();
  const client = t.client;
  let token: string;

  beforeAll(async () => {
    token = (await createSignedInUser(t.database.db, { role: 'company_admin' })).token;
  });

  const refusal = async (data: Buffer, filename: string) => {
    const res = await upload(client, token, data, filename);
    expect(res.statusCode, res.body).toBe(422);
    return res.json<{ message: string }>().message;
  };

  it('serves a template that imports as downloaded', async () => {
    const res = await client.get('/api/v1/import/template.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/plantilla-importacion-inmoperu\.xlsx/);
    const run = await preview(client, token, res.rawPayload, 'plantilla.xlsx');
    expect(run).toMatchObject({ format: 'xlsx', counts: { total: 2, new: 2, errors: 0 } });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Avisos', 'Valores permitidos']);
    const values = workbook.getWorksheet('Valores permitidos');
    const miraflores = values?.getSheetValues().find((row) => Array.isArray(row) && row[4] === '150122');
    expect(miraflores).toEqual([undefined, 'Lima', 'Lima', 'Miraflores', '150122']);
  });

  it('reads an XLSX row by row, with the district’s suggestion and formulas by their saved value', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Avisos');
    sheet.addRow(templateHeaders);
    const row = (code: string, district: string) =>
      templateHeaders.map(
        (header) =>
          ({
            'Código de referencia': code,
            Título: `Casa ${code}`,
            Descripción: 'Casa familiar.',
            Tipo: 'Casa',
            Operación: 'Venta',
            Precio: 250000,
            Moneda: 'USD',
            Departamento: 'Lima',
            Provincia: 'Lima',
            Distrito: district,
            Dirección: 'Jr. Ucello 123',
            'Área construida (m²)': 150,
          })[header] ?? null,
      );
    sheet.addRow(row('X-1', 'Miraflores'));
    sheet.addRow(row('X-2', 'Mirafloes'));
    const formulaRow = sheet.addRow(row('X-3', 'Surquillo'));
    formulaRow.getCell(templateHeaders.indexOf('Precio') + 1).value = { formula: '1+1', result: 180000 };
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const run = await preview(client, token, data, 'inventario.xlsx');
    const rows = await previewRows(client, token, run.id);
    expect(rows.map((r) => [r.row_number, r.outcome, r.errors])).toEqual([
      [2, 'new', []],
      [3, 'error', ['Fila 3, Distrito: «Mirafloes» no existe en Lima › Lima. ¿Quisiste decir «Miraflores»?']],
      [4, 'new', []],
    ]);
  });

  it('reads CSV in UTF-8 with and without BOM, and Windows-1252 with semicolons', async () => {
    const text = `${HEADER}\r\n${ROW}\r\n`;
    const quoted = (line: string) =>
      line
        .split(';')
        .map((cell) => `"${cell}"`)
        .join(',');
    const commas = `${quoted(HEADER)}\n${quoted(ROW)}\n`;
    const utf8 = await preview(client, token, Buffer.from(commas), 'a.csv');
    const bom = await preview(
      client,
      token,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
      'b.csv',
    );
    const latin = Buffer.from([...text].map((char) => char.charCodeAt(0)));
    const windows = await preview(client, token, latin, 'c.csv');
    for (const run of [utf8, bom, windows]) {
      expect(run).toMatchObject({ format: 'csv', counts: { total: 1, new: 1, errors: 0 } });
    }
    const saved = await client.post(`/api/v1/imports/${windows.id}/confirm`, {}, { token });
    expect(saved.statusCode).toBe(202);
    await t.app.importWorker.idle();
    const found = await client.get('/api/v1/properties', { query: { search: 'La Molina piscina' } });
    expect(found.json<{ properties: { title: string }[] }>().properties.map((p) => p.title)).toEqual([
      'Casa en La Molina con piscina',
    ]);
  });

  it('refuses a CSV with an unknown column, naming it', async () => {
    const message = await refusal(Buffer.from(`${HEADER};Dormitorioz\r\n${ROW};3\r\n`), 'a.csv');
    expect(message).toBe('Columnas desconocidas: «Dormitorioz»');
  });

  it('refuses a row longer than 64 KB', async () => {
    const huge = `${HEADER}\r\n${ROW.replace('Casa de campo', 'x'.repeat(70_000))}\r\n`;
    expect(await refusal(Buffer.from(huge), 'a.csv')).toBe(
      'Una fila del archivo es demasiado larga (más de 64 KB)',
    );
  });

  it('refuses a ZIP bomb and a ZIP that is not a workbook', async () => {
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(60 * 1024 * 1024, 0x20) },
    ]);
    expect(await refusal(bomb, 'a.xlsx')).toBe(
      'El XLSX se descomprime a un tamaño desproporcionado y no se lee',
    );
    const docx = zipOf([{ name: 'word/document.xml', data: Buffer.from('<w:document/>') }]);
    expect(await refusal(docx, 'a.xlsx')).toBe('El archivo no es un XLSX, un CSV ni un JSON');
  });
});
