import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import {
  apiList,
  choose,
  countLine,
  dropdown,
  expectTitles,
  openListing,
  query,
  titlesOf,
} from './support/listing.ts';

/* Narrowing the public listing: by place (typed or chosen level by level), by type, and by words. */

describe('filter the public listing', () => {
  const browser = useBrowser();

  it("offers places while typing: 'mira' gives both Miraflores, and choosing one sets the place, not a text", async () => {
    const page = await browser.newPage();
    await openListing(page);
    const box = page.getByRole('searchbox', { name: 'Buscar propiedades' });
    await box.pressSequentially('mira');
    const places = page.getByRole('listbox', { name: 'Lugares' });
    await places.getByRole('option', { name: /Miraflores, Arequipa/ }).waitFor();
    await places.getByRole('option', { name: /^Miraflores, Lima/ }).click();
    await page.waitForURL((url) => url.searchParams.get('district') === '150122');
    expect(query(page)).toEqual({ region: '15', province: '1501', district: '150122' });
    await expectTitles(
      page,
      titlesOf(await apiList(page, { region: '15', province: '1501', district: '150122' })),
    );
    expect(await box.inputValue()).toBe('');
    expect(await dropdown(page, 'Distrito').textContent()).toBe('Miraflores');
    await expectAccessible(page, 'listado con un lugar elegido');
  });

  it('filters by detail type and by a whole type family', async () => {
    const page = await browser.newPage();
    await openListing(page);

    await choose(page, 'Tipo de propiedad', 'Casa');
    const houses = await apiList(page, { property_detail_type: 'HouseResource' });
    expect(houses.pagination.total_count).toBeGreaterThan(0);
    await expectTitles(page, titlesOf(houses));
    expect(query(page)).toEqual({ property_detail_type: 'HouseResource' });
    expect(await countLine(page).textContent()).toBe(
      `Mostrando ${houses.properties.length} de ${houses.pagination.total_count} propiedades`,
    );

    await choose(page, 'Tipo de propiedad', 'Terreno');
    const land = await apiList(page, { property_type: 'land' });
    await expectTitles(page, titlesOf(land));
    expect(query(page)).toEqual({ property_type: 'land' });
    // Every card carries the type label.
    expect(await page.locator('article').getByText('Terreno', { exact: true }).count()).toBe(
      land.properties.length,
    );
  });

  it('narrows by department, province and district, and resets the children when a parent changes', async () => {
    const page = await browser.newPage();
    await openListing(page);
    await expect(dropdown(page, 'Provincia').isDisabled()).resolves.toBe(true);
    await expect(dropdown(page, 'Distrito').isDisabled()).resolves.toBe(true);

    await choose(page, 'Departamento', 'Lima');
    await expectTitles(page, titlesOf(await apiList(page, { region: '15' })));
    expect(query(page)).toEqual({ region: '15' });
    await expect(dropdown(page, 'Provincia').isEnabled()).resolves.toBe(true);
    await expect(dropdown(page, 'Distrito').isDisabled()).resolves.toBe(true);

    await choose(page, 'Provincia', 'Lima');
    await expectTitles(page, titlesOf(await apiList(page, { region: '15', province: '1501' })));
    await expect(dropdown(page, 'Distrito').isEnabled()).resolves.toBe(true);

    await choose(page, 'Distrito', 'Jesús María');
    const jesusMaria = await apiList(page, { region: '15', province: '1501', district: '150113' });
    expect(jesusMaria.pagination.total_count).toBeGreaterThan(0);
    await expectTitles(page, titlesOf(jesusMaria));
    expect(query(page)).toEqual({ region: '15', province: '1501', district: '150113' });
    expect(await page.locator('article').getByText('Jesús María, Lima', { exact: true }).count()).toBe(
      jesusMaria.properties.length,
    );

    // Another department: province and district are cleared.
    await choose(page, 'Departamento', 'Arequipa');
    await expectTitles(page, titlesOf(await apiList(page, { region: '04' })));
    expect(query(page)).toEqual({ region: '04' });
    expect(await dropdown(page, 'Provincia').textContent()).toBe('Todas');
    expect(await dropdown(page, 'Distrito').textContent()).toBe('Todos');
    await expect(dropdown(page, 'Distrito').isDisabled()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expectTitles(page, titlesOf(await apiList(page)));
    expect(new URL(page.url()).search).toBe('');
  });

  it('finds the same properties with and without accents, by Enter and after a pause in typing', async () => {
    const page = await browser.newPage();
    await openListing(page);
    const search = page.getByRole('searchbox', { name: 'Buscar propiedades' });

    await search.fill('Jesús María');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Jesús María');
    const accented = await apiList(page, { search: 'Jesús María' });
    expect(accented.pagination.total_count).toBeGreaterThan(0);
    await expectTitles(page, titlesOf(accented));

    await search.fill('jesus maria'); // no Enter: applied after 500 ms
    await page.waitForURL((url) => url.searchParams.get('search') === 'jesus maria');
    const plain = await apiList(page, { search: 'jesus maria' });
    expect(titlesOf(plain)).toEqual(titlesOf(accented));
    await expectTitles(page, titlesOf(plain));

    await search.fill('zzzqxw');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('heading', { name: 'No se encontraron propiedades' }).waitFor();
    await expectAccessible(page, 'listado sin resultados');
    await page.getByRole('button', { name: 'Ver todas las propiedades' }).click();
    await expectTitles(page, titlesOf(await apiList(page)));
    expect(await search.inputValue()).toBe('');
  });
});
