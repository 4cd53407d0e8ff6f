import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  confirmLinkPattern,
  newAccount,
  submitLoginForm,
  waitForAddress,
  waitForLinkTo,
  waitForLoginScreenToLeave,
  waitForMessages,
} from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';

/*
 * Saved searches and alerts end to end (docs/product/searcher-accounts.md): a visitor searches the listing, clicks
 * "Guardar búsqueda", creates a "Busco inmueble" account through the real confirmation e-mail and comes
 * back to the same search, now saved; an agent then publishes a matching flat through the editor; the
 * alert job (every SAVED_SEARCH_ALERT_SECONDS, 5 s in the browser tests' server) sends the alert e-mail,
 * whose link opens the flat and whose unsubscribe link pauses the search without signing in.
 */

const agent = 'agente@andesinmobiliaria.pe';
const agentPassword = 'InmoPeru2026!';
const miraflores = ['15', '1501', '150122'] as const;
const propertyLinkPattern = /https?:\/\/[^\s"<>]+\/propiedad\/[\w-]+/;
const unsubscribeLinkPattern = /https?:\/\/[^\s"<>]+\/alertas\/baja\?token=[\w%.-]+/;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const stepTitle = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function choose(select: Locator, value: string): Promise<void> {
  await select.locator(`option[value="${value}"]`).waitFor({ state: 'attached' });
  await select.selectOption(value);
}

/** The agent publishes a two-bedroom flat for rent in Miraflores through the editor's five steps. */
async function publishFlatForRent(page: Page, title: string): Promise<void> {
  await page.goto('/dashboard/properties/new');
  await waitForAddress(page, '/login', '?returnUrl=%2Fdashboard%2Fproperties%2Fnew');
  await submitLoginForm(page, agent, agentPassword);
  await page.getByRole('heading', { level: 1, name: 'Nueva Propiedad' }).waitFor();
  await field(page, 'Título').fill(title);
  await field(page, 'Descripción').fill('Departamento de dos dormitorios, luminoso, cerca del malecón.');
  await field(page, 'Categoría').selectOption('ApartmentResource');
  await page.getByRole('checkbox', { name: 'Alquiler' }).check();
  await field(page, 'Precio mensual').fill('2800');
  await field(page, 'Área (m²)').fill('75');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await stepTitle(page, 'Ubicación').waitFor();
  await field(page, 'Dirección').fill('Calle Berlín 410');
  await choose(field(page, 'Departamento'), miraflores[0]);
  await choose(field(page, 'Provincia'), miraflores[1]);
  await choose(field(page, 'Distrito'), miraflores[2]);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await stepTitle(page, 'Fotos').waitFor();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await stepTitle(page, 'Detalles y Mapa').waitFor();
  await field(page, 'Dormitorios').fill('2');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await stepTitle(page, 'Revisión').waitFor();
  await page.getByRole('button', { name: 'Guardar y publicar' }).click();
  await waitForAddress(page, '/dashboard/properties');
  await page.getByText(`Propiedad guardada: ${title}`).waitFor();
}

describe('saved searches and their alerts', () => {
  const browser = useBrowser();

  it('a guest saves a search through a new searcher account, gets the alert of a new match and unsubscribes', async () => {
    const account = newAccount('alerta');
    const title = `Departamento alerta e2e ${Date.now().toString(36)}`;

    // The visitor: Alquilar, two bedrooms or more, and the words of the flat they hope for (none yet).
    const page = await browser.newPage();
    await page.goto('/propiedades');
    await page.getByRole('radiogroup', { name: 'Operación' }).getByText('Alquilar').click();
    await waitForAddress(page, '/propiedades', '?operation=rent');
    await page.getByRole('button', { name: 'Dormitorios: 2 o más' }).click();
    await page.getByRole('searchbox').first().fill(title);
    await page.getByRole('searchbox').first().press('Enter');
    const search = new URLSearchParams({ search: title, operation: 'rent', min_bedrooms: '2' });
    await waitForAddress(page, '/propiedades', `?${search.toString()}`);

    // "Guardar búsqueda" as a guest: the login screen offers the searcher account, with the way back.
    await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
    const back = `/propiedades?${search.toString()}&guardar=1`;
    await waitForAddress(page, '/login', `?returnUrl=${encodeURIComponent(back)}`);
    await page.getByRole('link', { name: 'Crea una cuenta «Busco inmueble»' }).click();
    await waitForAddress(page, '/register', `?cuenta=busco&returnUrl=${encodeURIComponent(back)}`);
    expect(await page.getByRole('radio', { name: 'Busco inmueble' }).isChecked()).toBe(true);
    // A personal account: no company block.
    expect(await page.getByLabel('Nombre de la empresa').count()).toBe(0);
    await field(page, 'Nombres').fill(account.first_name);
    await field(page, 'Apellidos').fill(account.last_name);
    await field(page, 'Correo electrónico').fill(account.email);
    await field(page, 'Contraseña').fill(account.password);
    await field(page, 'Confirmar contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByRole('status').filter({ hasText: '¡Registro exitoso!' }).waitFor();

    // The real confirmation link, then the sign-in, which ends on the same search, saved.
    await page.goto(await waitForLinkTo(account.email, confirmLinkPattern));
    await page.getByText('¡Correo confirmado!').waitFor();
    await waitForAddress(page, '/login', `?returnUrl=${encodeURIComponent(back)}&confirmed=true`);
    await submitLoginForm(page, account.email, account.password);
    await waitForLoginScreenToLeave(page);
    await waitForAddress(page, '/propiedades', `?${search.toString()}`);
    const savedAs = page.getByText(/^Guardada como «(.+)»\./);
    await savedAs.waitFor();
    const name = /«(.+)»/.exec((await savedAs.textContent()) ?? '')?.[1];
    // The name the server proposes from the filters.
    expect(name).toMatch(/^Inmuebles en alquiler con 2\+ dormitorios/);
    await page.getByRole('link', { name: 'Ver búsquedas guardadas' }).click();
    await waitForAddress(page, '/busquedas-guardadas');
    const saved = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await saved.waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'Pausada' }).count()).toBe(0);
    expect(await saved.getByLabel('Alertas por correo', { exact: true }).inputValue()).toBe('daily');
    await expectAccessible(page, 'búsquedas guardadas');

    // The agent publishes a flat that matches.
    const agentPage = await browser.newPage();
    await publishFlatForRent(agentPage, title);

    // The alert: confirmation first, then one e-mail for the search, with the one-click headers.
    const [, alert] = await waitForMessages(account.email, 2, 45_000);
    expect(alert?.subject).toBe(`1 inmueble nuevo para «${name}» en InmoPerú`);
    expect(alert?.text).toContain(title);
    expect(alert?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(alert?.headers?.['List-Unsubscribe']).toMatch(
      /^<https?:\/\/[^>]+\/api\/v1\/saved_searches\/unsubscribe\?token=[^>]+>$/,
    );

    // Its link opens the flat.
    const propertyLink = propertyLinkPattern.exec(alert?.text ?? '')?.[0];
    if (!propertyLink) throw new Error('the alert has no link to the property');
    await page.goto(propertyLink);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // The search's results show it now; its heart keeps it in "Mis favoritos".
    await page.goto(`/propiedades?${search.toString()}`);
    const heart = page
      .getByRole('article')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Favorito' });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.goto('/mis-favoritos');
    await page.getByRole('heading', { level: 1, name: 'Mis favoritos' }).waitFor();
    await page.getByRole('link', { name: title }).first().waitFor();
    await expectAccessible(page, 'mis favoritos');

    // The unsubscribe link works in a browser that is not signed in: one click, then the search is paused.
    const unsubscribeLink = unsubscribeLinkPattern.exec(alert?.text ?? '')?.[0];
    if (!unsubscribeLink) throw new Error('the alert has no unsubscribe link');
    const guest = await browser.newPage();
    await guest.goto(unsubscribeLink);
    await guest.getByRole('heading', { level: 1, name: 'Dejar de recibir alertas' }).waitFor();
    await guest.getByRole('button', { name: 'Dejar de recibir alertas' }).click();
    await guest.getByText('Listo: ya no recibirás alertas de esta búsqueda.').waitFor();
    expect(await guest.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await page.goto('/busquedas-guardadas');
    await saved.getByText('Pausada', { exact: true }).waitFor();
    await saved.getByRole('button', { name: 'Reanudar alertas' }).waitFor();
  });
});
