import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { callApi, signInThroughApi, submitLoginForm, waitForAddress } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { getJson, hexToRgb, openCompanyPage } from './support/companies.ts';

/**
 * Company management as its staff use it: Andes' manager edits the profile, uploads a logo, applies a
 * preset, changes the template, and sees each change on the public page; Andes' agent sees the screen
 * without edit controls and the API refuses the agent's edit. Andes is also the modern company that
 * company-pages.spec.ts checks, so everything changed here is put back afterwards.
 */
const password = 'InmoPeru2026!';
const manager = 'gerente@andesinmobiliaria.pe';
const agent = 'agente@andesinmobiliaria.pe';
const slug = 'andes-inmobiliaria';
const csrf = 'e2e-csrf-token';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real PNG of `size`×`size` pixels of one colour, written byte by byte (no image library needed). */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const company = () =>
  getJson<{ company: PublicCompany }>(`/companies/${slug}`).then((answer) => answer.company);

/** Signs in with the login form the screen sends a guest to, and waits for 'Gestión de Empresa'. */
async function openCompanyScreen(page: Page, email: string): Promise<void> {
  await page.goto('/dashboard/company');
  await waitForAddress(page, '/login');
  await submitLoginForm(page, email, password);
  await waitForAddress(page, '/dashboard/company');
  await page.getByRole('heading', { level: 1, name: 'Gestión de Empresa' }).waitFor();
  await page.getByRole('region', { name: 'Información de la empresa' }).waitFor();
  await expectAccessible(page, 'gestión de empresa');
}

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

/** Uploads `bytes` as the company's logo through the API (to put the seeded logo back). */
async function uploadLogo(token: string, bytes: ArrayBuffer, type: string): Promise<number> {
  const form = new FormData();
  form.append('logo', new Blob([bytes], { type }), 'logo');
  const response = await fetch(`${inject('baseURL')}/api/v1/companies/${slug}/logo`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Cookie: `csrf_token=${csrf}`, 'X-CSRF-Token': csrf },
    body: form,
  });
  return response.status;
}

describe('company management', () => {
  const browser = useBrowser();
  let original: PublicCompany;
  let originalLogo: { bytes: ArrayBuffer; type: string } | null = null;
  let managerToken: string;

  beforeAll(async () => {
    original = await company();
    managerToken = await signInThroughApi(manager, password);
    if (original.logo_url) {
      const response = await fetch(new URL(original.logo_url, inject('baseURL')));
      originalLogo = {
        bytes: await response.arrayBuffer(),
        type: response.headers.get('content-type') ?? 'image/webp',
      };
    }
  });

  afterAll(async () => {
    const { colors, templateType, fontFamily, customCss } = original.configuration;
    const restored = await callApi(`/companies/${slug}/configuration`, {
      method: 'PUT',
      token: managerToken,
      body: {
        company_configuration: {
          template_type: templateType,
          primary_color: colors.primary,
          secondary_color: colors.secondary,
          accent_color: colors.accent,
          background_color: colors.background,
          font_family: fontFamily,
          custom_css: customCss,
        },
      },
    });
    const links = original.social_links;
    const profile = await callApi(`/companies/${slug}`, {
      method: 'PATCH',
      token: managerToken,
      body: {
        about: original.about ?? '',
        social_links: {
          facebook: links.facebook ?? '',
          instagram: links.instagram ?? '',
          twitter: links.twitter ?? '',
          linkedin: links.linkedin ?? '',
        },
      },
    });
    const logo = originalLogo ? await uploadLogo(managerToken, originalLogo.bytes, originalLogo.type) : 200;
    expect([restored.status, profile.status, logo]).toEqual([200, 200, 200]);
  });

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
    expect(saved.logo_url).not.toBe(original.logo_url);

    // The public page, opened from the screen's own link.
    const link = page.getByRole('link', { name: /Ver página pública/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [publicPage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await publicPage.waitForURL((url) => url.pathname === `/empresa/${slug}`);
    await publicPage.locator('.company-page-root article').first().waitFor();
    await publicPage.getByText(about).first().waitFor();
    expect(
      await publicPage
        .getByRole('link', { name: `Instagram de ${original.name}` })
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
    expect(saved.colors.primary.toUpperCase()).not.toBe(original.configuration.colors.primary.toUpperCase());
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
