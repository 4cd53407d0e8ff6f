import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { hexToRgb, openCompanyPage } from './support/companies.ts';
import { company, keepAndesAsItWas, manager, openCompanyScreen, slug } from './support/company-management.ts';

/* Andes' manager changes the company's look (a preset, a colour, the template) and the public page follows. */

/** The public page's theme as the browser computed it. */
function publicTheme(page: Page) {
  return page.locator('.company-page-root').evaluate((root) => {
    const style = getComputedStyle(root);
    return {
      template: root.getAttribute('data-template'),
      primary: style.getPropertyValue('--company-primary').trim(),
      background: style.backgroundColor,
      font: style.getPropertyValue('--company-font').trim(),
    };
  });
}

describe('company appearance', () => {
  const browser = useBrowser();
  const original = keepAndesAsItWas('look');

  it('applies a preset after confirming, and the public page takes its colours', async () => {
    const page = await browser.newPage();
    await openCompanyScreen(page, manager);
    const panel = page.getByRole('form', { name: 'Configuración visual' });
    await panel.getByRole('button', { name: 'Preset Lujo' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: '¿Deseas aplicar el preset "Lujo"? Esto sobreescribirá los colores actuales.',
    });
    await dialog.getByRole('button', { name: 'Aplicar preset' }).click();
    await page.getByText('Preset "Lujo" aplicado exitosamente').waitFor();

    const saved = (await company()).configuration;
    expect(saved.templateType).toBe('luxury');
    expect(saved.colors.primary.toUpperCase()).not.toBe(
      original().configuration.colors.primary.toUpperCase(),
    );
    expect((await panel.getByLabel('Color primario', { exact: true }).inputValue()).toUpperCase()).toBe(
      saved.colors.primary.toUpperCase(),
    );

    const publicPage = await browser.newPage();
    await openCompanyPage(publicPage, slug);
    expect(await publicTheme(publicPage)).toEqual({
      template: 'luxury',
      primary: saved.colors.primary,
      background: hexToRgb(saved.colors.background),
      font: saved.fontFamily,
    });
  });

  it('names an invalid colour and sends nothing', async () => {
    const page = await browser.newPage();
    await openCompanyScreen(page, manager);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    const panel = page.getByRole('form', { name: 'Configuración visual' });
    await panel.getByLabel('Color de acento', { exact: true }).fill('naranja');
    await panel.getByRole('button', { name: 'Guardar configuración' }).click();
    await panel.getByText('El color acento no es válido. Usa formato hexadecimal (#RGB o #RRGGBB)').waitFor();
    expect(await panel.getByLabel('Color de acento', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(writes).toEqual([]);
  });

  it('switches the template, and the public page uses it', async () => {
    const page = await browser.newPage();
    await openCompanyScreen(page, manager);
    const panel = page.getByRole('form', { name: 'Configuración visual' });
    // The card is the radio button's label; a user clicks the card.
    const minimal = panel.getByRole('radio', { name: 'Minimalista' });
    await panel
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'Minimalista' }) })
      .click();
    expect(await minimal.isChecked()).toBe(true);
    await panel.getByRole('button', { name: 'Guardar configuración' }).click();
    await page
      .getByText(
        'Configuración visual guardada exitosamente. Refresca la página pública para ver los cambios.',
      )
      .waitFor();

    const publicPage = await browser.newPage();
    await openCompanyPage(publicPage, slug);
    expect((await publicTheme(publicPage)).template).toBe('minimal');
  });
});
