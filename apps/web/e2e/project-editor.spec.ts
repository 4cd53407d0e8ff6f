import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ProjectListResponse, ProjectResponse } from '@inmuebles/shared/projects/project-schema';
import { callApi, signInThroughApi, submitLoginForm, waitForAddress } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { placeMarker } from './support/map-drawing.ts';

/*
 * The builder's side of new developments (docs/product/projects.md §2.2): the first demo company's
 * manager creates a project in the dashboard with two unit types, a floor plan and two photos, publishes it
 * from the editor, and a buyer finds it through the public search (API and /proyectos). The project is
 * then deleted from the list, after its confirmation, so the other files see only the demo projects.
 */

const manager = 'gerente@andesinmobiliaria.pe';
const password = 'InmoPeru2026!';
const deliveryYear = new Date().getUTCFullYear() + 2;

async function png(name: string, [r, g, b]: [number, number, number]) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

async function choose(select: Locator, value: string): Promise<void> {
  await select.locator(`option[value="${value}"]`).waitFor({ state: 'attached' });
  await select.selectOption(value);
}

async function fillUnitType(page: Page, index: number, values: Record<string, string>) {
  const row = page.getByRole('group', { name: new RegExp(`^Tipología ${index}`) });
  for (const [label, value] of Object.entries(values)) await field(row, label).fill(value);
}

describe('project editor', () => {
  const browser = useBrowser();

  it('a company_admin creates a project with two unit types and photos, publishes it, and buyers find it', async () => {
    const token = await signInThroughApi(manager, password);
    const page = await browser.newPage({ width: 1280, height: 900 });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const name = `Residencial e2e ${Date.now().toString(36)}`;

    await page.goto('/dashboard/projects');
    await waitForAddress(page, '/login', '?returnUrl=%2Fdashboard%2Fprojects');
    await submitLoginForm(page, manager, password);
    await waitForAddress(page, '/dashboard/projects');
    await page.getByRole('heading', { level: 1, name: 'Mis proyectos' }).waitFor();
    await page.getByRole('link', { name: 'Nuevo proyecto' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nuevo proyecto' }).waitFor();

    await field(page, 'Nombre del proyecto').fill(name);
    await field(page, 'Total de unidades').fill('48');
    await field(page, 'Mes de entrega').selectOption('12');
    await field(page, 'Año de entrega').fill(String(deliveryYear));
    await field(page, 'Descripción').fill('Edificio de 14 pisos a dos cuadras del parque Kennedy.');
    await field(page, 'Video (YouTube o Vimeo)').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await field(page, 'Dirección').fill('Calle Schell 340');
    await choose(field(page, 'Departamento'), '15');
    await choose(field(page, 'Provincia'), '1501');
    await choose(field(page, 'Distrito'), '150122');
    await placeMarker(page, 260, 220);
    await page.getByLabel('Piscina', { exact: true }).check();
    await page.getByLabel('BCP', { exact: true }).check();

    await page.getByRole('button', { name: 'Agregar tipología' }).click();
    await page.getByRole('button', { name: 'Agregar tipología' }).click();
    await fillUnitType(page, 1, {
      Nombre: 'Flat 1D',
      Dormitorios: '1',
      Baños: '1',
      'Área desde (m²)': '45',
      'Precio desde': '289000',
      'Unidades disponibles': '10',
    });
    await fillUnitType(page, 2, {
      Nombre: 'Flat 2D-A',
      Dormitorios: '2',
      Baños: '2',
      'Área desde (m²)': '68',
      'Área hasta (m²)': '74',
      'Precio desde': '98000',
      'Unidades disponibles': '8',
    });
    await field(page.getByRole('group', { name: /^Tipología 2/ }), 'Moneda').selectOption('USD');
    await page.getByLabel('Plano de la tipología 2').setInputFiles(await png('plano.png', [240, 240, 240]));
    await page
      .getByLabel('Agregar fotos del proyecto')
      .setInputFiles([await png('fachada.png', [200, 40, 40]), await png('lobby.png', [40, 70, 200])]);
    expect(await page.getByRole('img', { name: /^Foto \d$/ }).count()).toBe(2);
    await expectAccessible(page, 'editor de proyectos');

    await page.getByRole('button', { name: 'Guardar y publicar' }).click();
    await waitForAddress(page, '/dashboard/projects');
    await page.getByText(`Proyecto publicado: ${name}`).waitFor({ timeout: 30_000 });
    const row = page.locator('article', { hasText: name });
    expect(await row.textContent()).toContain('Publicado');
    expect(await row.textContent()).toContain('2 tipologías');

    // What the buyer's API answers: found by district, 2 bedrooms and a price limit in soles.
    const search = await callApi(
      '/projects?region=15&province=1501&district=150122&min_bedrooms=2&max_price=400000&per_page=50',
    );
    expect(search.status).toBe(200);
    const card = (search.body as ProjectListResponse).projects.find((p) => p.name === name);
    expect(card).toMatchObject({ status: 'published', unit_type_count: 2, bedrooms_min: 1, bedrooms_max: 2 });
    expect(card?.main_photo_url).toBeTruthy();
    const detail = await callApi(`/projects/${card?.slug}`);
    const project = (detail.body as ProjectResponse).project;
    expect(project.photos).toHaveLength(2);
    expect(project.unit_types.map((u) => [u.name, u.currency, u.floor_plan_url !== null])).toEqual([
      ['Flat 1D', 'PEN', false],
      ['Flat 2D-A', 'USD', true],
    ]);
    expect(project).toMatchObject({ amenities: ['pool'], financing_banks: ['bcp'], delivery_month: 12 });
    expect(project.latitude).not.toBeNull();

    // And on the public search page.
    const buyer = await browser.newPage({ width: 1280, height: 900 });
    await buyer.goto('/proyectos?min_bedrooms=2');
    await buyer.locator('article', { hasText: name }).waitFor();

    // Deleted from the list after the confirmation; the public page no longer has it.
    await row.getByRole('button', { name: `Eliminar ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText(`Proyecto eliminado: ${name}`).waitFor();
    expect((await callApi(`/projects/${card?.slug}`, { token })).status).toBe(404);
    expect(pageErrors).toEqual([]);
  });
});
