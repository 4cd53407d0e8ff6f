import { describe, expect, it } from 'vitest';
import { propertySortLabels, propertySorts } from '@inmuebles/shared/properties/enums';
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

/* The public listing's order and pages, and a search kept in the address (reload, shared link). */

describe('sort and page the public listing', () => {
  const browser = useBrowser();

  it('orders the results by each of the seven sorts', async () => {
    const page = await browser.newPage();
    await openListing(page);
    const defaultTitles = titlesOf(await apiList(page, { sort: 'smart_ranking' }));
    await expectTitles(page, defaultTitles);

    for (const sort of propertySorts.filter((s) => s !== 'smart_ranking')) {
      await choose(page, 'Ordenar por', propertySortLabels[sort]);
      const expected = titlesOf(await apiList(page, { sort }));
      await expectTitles(page, expected);
      expect(query(page)).toEqual({ sort });
      expect(expected, `${sort} orders like smart_ranking`).not.toEqual(defaultTitles);
      expect(await dropdown(page, 'Ordenar por').textContent()).toBe(propertySortLabels[sort]);
    }

    await choose(page, 'Ordenar por', propertySortLabels.smart_ranking);
    await expectTitles(page, defaultTitles);
    expect(new URL(page.url()).search).toBe('');
  });

  it('pages to the last page and back, and a filter change returns to page 1', async () => {
    const page = await browser.newPage();
    await openListing(page);
    const { pagination } = await apiList(page);
    const last = pagination.total_pages;
    expect(last).toBeGreaterThan(1);

    await page.getByRole('button', { name: `Página ${last}` }).click();
    const lastPage = await apiList(page, { page: String(last) });
    await expectTitles(page, titlesOf(lastPage));
    expect(query(page)).toEqual({ page: String(last) });
    expect(await countLine(page).textContent()).toBe(
      `Mostrando ${lastPage.properties.length} de ${pagination.total_count} propiedades`,
    );
    await expect(page.getByRole('button', { name: 'Siguiente' }).isDisabled()).resolves.toBe(true);
    expect(await page.getByRole('button', { name: `Página ${last}` }).getAttribute('aria-current')).toBe(
      'page',
    );

    await page.getByRole('button', { name: 'Anterior' }).click();
    await expectTitles(page, titlesOf(await apiList(page, { page: String(last - 1) })));
    expect(query(page)).toEqual({ page: String(last - 1) });

    await page.goBack();
    await expectTitles(page, titlesOf(lastPage));

    await choose(page, 'Ordenar por', propertySortLabels.recent);
    await expectTitles(page, titlesOf(await apiList(page, { sort: 'recent' })));
    expect(query(page)).toEqual({ sort: 'recent' });
  });

  it('restores the same results from the address after a reload', async () => {
    const page = await browser.newPage();
    await openListing(page);
    await page.getByRole('searchbox').fill('departamento');
    await page.getByRole('searchbox').press('Enter');
    await choose(page, 'Departamento', 'Lima');
    await choose(page, 'Ordenar por', propertySortLabels.most_viewed);
    const expected = titlesOf(
      await apiList(page, { search: 'departamento', region: '15', sort: 'most_viewed' }),
    );
    expect(expected.length).toBeGreaterThan(0);
    await expectTitles(page, expected);
    expect(query(page)).toEqual({ search: 'departamento', region: '15', sort: 'most_viewed' });

    await page.reload();
    await countLine(page).waitFor();
    await expectTitles(page, expected);
    expect(await page.getByRole('searchbox').inputValue()).toBe('departamento');
    await expect.poll(() => dropdown(page, 'Departamento').textContent()).toBe('Lima');
    expect(await dropdown(page, 'Ordenar por').textContent()).toBe('Más Vistas');

    // A shared link opens the same results in a fresh browser.
    const other = await browser.newPage({ width: 390, height: 844 });
    await openListing(other, new URL(page.url()).pathname + new URL(page.url()).search);
    await expectTitles(other, expected);
  });
});
