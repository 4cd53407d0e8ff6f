import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import {
  agent,
  company,
  keepAndesAsItWas,
  manager,
  openCompanyScreen,
  slug,
} from './support/company-management.ts';
import { solidPng } from './support/png.ts';

/**
 * Company management as its staff use it: Andes' manager edits the profile and uploads a logo, and sees them
 * on the public page; Andes' agent sees the screen without edit controls and the API refuses the agent's
 * edit. The look (presets, colours, template) is in company-appearance.spec.ts.
 */
describe('company management', () => {
  const browser = useBrowser();
  const original = keepAndesAsItWas('profile');

  it('edits the about text, a social link and the logo, and the public page shows them', async () => {
    const page = await browser.newPage();
    await openCompanyScreen(page, manager);
    const about = `Asesoría inmobiliaria en Lima, prueba ${Date.now().toString(36)}.`;
    const instagram = 'https://www.instagram.com/andes.e2e';

    await page.getByRole('button', { name: 'Editar' }).click();
    const form = page.getByRole('form', { name: 'Editar empresa' });
    await form.getByLabel('Acerca de la empresa').fill(about);
    await form.getByLabel('Instagram').fill(instagram);
    await form
      .getByLabel('Logo')
      .setInputFiles({ name: 'logo-rojo.png', mimeType: 'image/png', buffer: solidPng(240, [220, 20, 60]) });
    await form.getByText('Nueva imagen: logo-rojo.png').waitFor();
    await expectAccessible(page, 'gestión de empresa: edición');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();

    await page.getByText('Empresa actualizada exitosamente').waitFor();
    expect(await form.count()).toBe(0);
    const info = page.getByRole('region', { name: 'Información de la empresa' });
    await info.getByText(about).waitFor();
    expect(await info.getByRole('link', { name: instagram }).getAttribute('href')).toBe(instagram);

    const saved = await company();
    expect(saved.about).toBe(about);
    expect(saved.social_links.instagram).toBe(instagram);
    expect(saved.logo_url).not.toBe(original().logo_url);

    // The public page, opened from the screen's own link.
    const link = page.getByRole('link', { name: /Ver página pública/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [publicPage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await publicPage.waitForURL((url) => url.pathname === `/empresa/${slug}`);
    await publicPage.locator('.company-page-root article').first().waitFor();
    await publicPage.getByText(about).first().waitFor();
    expect(
      await publicPage
        .getByRole('link', { name: `Instagram de ${original().name}` })
        .first()
        .getAttribute('href'),
    ).toBe(instagram);
    // The logo shown is the uploaded red square (re-encoded by the server), read back pixel by pixel.
    const logo = publicPage.locator(`img[src="${saved.logo_url}"]`).first();
    await logo.waitFor();
    const centre = await logo.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      return [
        ...context
          .getImageData(Math.floor(img.naturalWidth / 2), Math.floor(img.naturalHeight / 2), 1, 1)
          .data.slice(0, 3),
      ];
    });
    expect(centre[0]).toBeGreaterThan(180);
    expect(centre[1]).toBeLessThan(60);
    expect(centre[2]).toBeLessThan(100);
  });

  it("shows an agent the company without edit controls, and the API refuses the agent's edit", async () => {
    const page = await browser.newPage();
    await openCompanyScreen(page, agent);
    await page.getByRole('list', { name: 'Estadísticas de la empresa' }).waitFor();
    await page.getByRole('region', { name: 'Configuración visual' }).waitFor();
    await expectAccessible(page, 'gestión de empresa (agente)');
    expect(await page.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Guardar configuración' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Preset / }).count()).toBe(0);

    const before = await company();
    // What a hand-made request with the agent's own session and anti-forgery token gets.
    const answer = await page.evaluate(async (path) => {
      const token = localStorage.getItem('auth_token') ?? '';
      const csrfToken = decodeURIComponent(document.cookie.match(/(?:^|;\s*)csrf_token=([^;]*)/)?.[1] ?? '');
      const response = await fetch(path, {
        method: 'PATCH',
        headers: {
          Authorization: `Bearer ${token}`,
          'X-CSRF-Token': csrfToken,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ about: 'Cambiado por un agente' }),
      });
      return {
        status: response.status,
        csrfPresent: csrfToken.length > 0,
        body: (await response.json()) as { message?: string },
      };
    }, `/api/v1/companies/${slug}`);
    expect(answer).toEqual({
      status: 403,
      csrfPresent: true,
      body: expect.objectContaining({ message: 'No tienes permiso para editar esta empresa' }),
    });
    expect((await company()).about).toBe(before.about);
  });
});
