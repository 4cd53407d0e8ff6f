import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitLoginForm, waitForAddress } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';

/*
 * An agency brings its inventory (docs/product/imports.md): the company_admin downloads the template,
 * fills three rows (one with a misspelt district), uploads it, sees the preview with the error and its
 * suggestion, imports the two good rows with photos served by a local server (allowed by
 * IMPORT_FETCH_ALLOW_HOSTS in the test server's environment), watches the progress bar finish, finds both
 * listings in the public search with their photos, and sees the run in the history.
 */

const admin = 'gerente@andesinmobiliaria.pe';
const password = 'InmoPeru2026!';

/** A local server of photos, as an agency's CRM would serve them. */
async function startPhotoServer() {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: (name: string) => `http://127.0.0.1:${port}/${name}`, close: () => server.close() };
}

/** The downloaded template with its example rows replaced by these rows (by header). */
async function fillTemplate(templatePath: string, rows: Record<string, string | number>[], target: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.getWorksheet('Avisos');
  if (!sheet) throw new Error('La plantilla no tiene la hoja Avisos');
  const headers = (sheet.getRow(1).values as (string | undefined)[]).slice(1).map(String);
  // Rows 2 and 3 hold the examples: overwritten in place, so the rows keep the numbers a person sees.
  rows.forEach((row, index) => {
    sheet.getRow(index + 2).values = headers.map((header) => row[header] ?? null);
  });
  await workbook.xlsx.writeFile(target);
}

describe('importing an inventory', () => {
  const browser = useBrowser();
  let photos: Awaited<ReturnType<typeof startPhotoServer>>;
  let folder: string;

  beforeAll(async () => {
    photos = await startPhotoServer();
    folder = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-import-e2e-'));
  });
  afterAll(() => {
    photos.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('a company_admin imports the template with a preview and finds the listings in the search', async () => {
    const tag = `imp${Date.now().toString(36)}`;
    const page = await browser.newPage();
    await page.goto('/dashboard/import');
    await waitForAddress(page, '/login', '?returnUrl=%2Fdashboard%2Fimport');
    await submitLoginForm(page, admin, password);
    await page.getByRole('heading', { level: 1, name: 'Importar avisos' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar plantilla' }).click(),
    ]);
    const templatePath = path.join(folder, 'plantilla.xlsx');
    await download.saveAs(templatePath);

    const common = {
      Descripción: 'Aviso importado desde la planilla de la agencia.',
      Tipo: 'Departamento',
      Operación: 'Venta',
      Moneda: 'USD',
      Estado: 'Publicado',
      Departamento: 'Lima',
      Provincia: 'Lima',
      'Área construida (m²)': 90,
      Dormitorios: 2,
      Baños: 2,
    };
    const filled = path.join(folder, `inventario-${tag}.xlsx`);
    await fillTemplate(
      templatePath,
      [
        {
          ...common,
          'Código de referencia': `${tag}-1`,
          Título: `Departamento ${tag} en Barranco`,
          Precio: 210000,
          Distrito: 'Barranco',
          Dirección: 'Jr. Batallón Ayacucho 120',
          foto_1: photos.url('barranco-1.jpg'),
          foto_2: photos.url('barranco-2.jpg'),
        },
        {
          ...common,
          'Código de referencia': `${tag}-2`,
          Título: `Departamento ${tag} en Surco`,
          Precio: 185000,
          Distrito: 'Santiago de Surco',
          Dirección: 'Av. Primavera 1450',
          foto_1: photos.url('surco-1.jpg'),
        },
        {
          ...common,
          'Código de referencia': `${tag}-3`,
          Título: `Departamento ${tag} en Miraflores`,
          Precio: 250000,
          Distrito: 'Mirafloes',
          Dirección: 'Calle Schell 300',
        },
      ],
      filled,
    );

    // The chooser speaks Spanish whatever the browser's language, and names the file once chosen.
    await page.getByText('Ningún archivo elegido').waitFor();
    await page.getByLabel('Archivo', { exact: true }).setInputFiles(filled);
    await page.getByText(new RegExp(`^inventario-${tag}\\.xlsx · \\d+ KB$`)).waitFor();
    await page.getByText('Cambiar archivo').waitFor();
    await page.getByRole('button', { name: 'Subir y revisar' }).click();
    await page.getByRole('heading', { level: 1, name: `inventario-${tag}.xlsx` }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Con errores 1' }).count(), { timeout: 15_000 })
      .toBe(1);
    await page
      .getByText('Fila 4, Distrito: «Mirafloes» no existe en Lima › Lima. ¿Quisiste decir «Miraflores»?')
      .waitFor();
    await page.getByRole('button', { name: 'Nuevo 2' }).waitFor();

    await page.getByRole('button', { name: 'Importar 2 avisos' }).click();
    await page.getByRole('progressbar', { name: 'Avisos escritos' }).waitFor();
    await page.getByText('Importación terminada').waitFor({ timeout: 60_000 });
    const bar = page.getByRole('progressbar', { name: 'Avisos escritos' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('2');
    await page.getByText('Fotos: 3 de 3').waitFor();

    await page.goto(`/propiedades?search=${tag}`);
    for (const district of ['Barranco', 'Surco']) {
      const card = page.getByRole('article').filter({ hasText: `Departamento ${tag} en ${district}` });
      await card.waitFor({ timeout: 30_000 });
      const photo = card.locator('img[src*="/uploads/properties/"]').first();
      await photo.waitFor();
    }
    expect(await page.getByText(`Departamento ${tag} en Miraflores`).count()).toBe(0);

    await page.goto('/dashboard/import');
    await page.getByRole('link', { name: `inventario-${tag}.xlsx` }).waitFor();
  });
});
