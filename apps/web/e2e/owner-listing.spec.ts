import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  callApi,
  confirmLinkPattern,
  newAccount,
  submitLoginForm,
  waitForAddress,
  waitForLinkTo,
  waitForLoginScreenToLeave,
} from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';

/*
 * An owner publishes ("dueño directo", docs/product/owners.md) end to end: a searcher publishes a flat for
 * rent with its partida through "Publicar mi inmueble"; it waits in the console's "Por revisar" until the
 * demo admin approves it; a visitor filters the listing by 'Anunciante: Dueño directo', finds it and sends
 * an enquiry; the owner follows the enquiry e-mail's 'Ver mis consultas' and reads it in their area.
 */

const adminEmail = 'admin@inmoperu.pe';
const demoPassword = 'InmoPeru2026!';
const lince = ['15', '1501', '150116'] as const;
/** A little over the contact form's minimum fill time (apps/api/src/features/contact-requests/form-token.ts). */
const PERSON_FILL_MS = 3500;
const inboxLinkPattern = /https?:\/\/[^\s"<>]+\/mis-inmuebles\?tab=consultas/;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const stepTitle = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function choose(select: Locator, value: string): Promise<void> {
  await select.locator(`option[value="${value}"]`).waitFor({ state: 'attached' });
  await select.selectOption(value);
}

async function signIn(page: Page, email: string, password: string, next: string): Promise<void> {
  await page.goto(`/login?returnUrl=${encodeURIComponent(next)}`);
  await submitLoginForm(page, email, password);
  await waitForLoginScreenToLeave(page);
}

describe('an owner publishes their flat', () => {
  const browser = useBrowser();

  it('a searcher publishes with the partida, the admin approves, a visitor finds it by "Dueño directo" and asks, the owner reads it', async () => {
    const owner = newAccount('dueno');
    const title = `Departamento de dueño e2e ${Date.now().toString(36)}`;
    const registered = await callApi('/auth/register_searcher', {
      method: 'POST',
      body: {
        first_name: owner.first_name,
        last_name: owner.last_name,
        email: owner.email,
        phone: owner.phone,
        password: owner.password,
        password_confirmation: owner.password,
      },
    });
    expect(registered.status).toBe(201);

    // The searcher confirms the e-mail, signs in and reaches "Publicar mi inmueble" from the header.
    const ownerPage = await browser.newPage();
    await ownerPage.goto(await waitForLinkTo(owner.email, confirmLinkPattern));
    await signIn(ownerPage, owner.email, owner.password, '/mis-favoritos');
    await ownerPage.getByRole('banner').getByRole('link', { name: 'Publicar mi inmueble' }).click();
    await waitForAddress(ownerPage, '/mis-inmuebles/nuevo');
    await ownerPage.getByRole('heading', { level: 1, name: 'Publicar mi inmueble' }).waitFor();
    await ownerPage.getByText('Publicas como dueño directo').waitFor();

    await field(ownerPage, 'Título').fill(title);
    await field(ownerPage, 'Descripción').fill('Departamento de dos dormitorios, lo alquila su dueña.');
    await field(ownerPage, 'Categoría').selectOption('ApartmentResource');
    await ownerPage.getByRole('checkbox', { name: 'Alquiler' }).check();
    await field(ownerPage, 'Precio mensual').fill('1900');
    await field(ownerPage, 'Área (m²)').fill('68');
    await field(ownerPage, 'Oficina registral').selectOption('lima');
    await field(ownerPage, 'N° de partida').fill('12345678');
    await ownerPage.getByRole('button', { name: 'Siguiente' }).click();
    await stepTitle(ownerPage, 'Ubicación').waitFor();
    await field(ownerPage, 'Dirección').fill('Av. Arequipa 2150');
    await choose(field(ownerPage, 'Departamento'), lince[0]);
    await choose(field(ownerPage, 'Provincia'), lince[1]);
    await choose(field(ownerPage, 'Distrito'), lince[2]);
    await ownerPage.getByRole('button', { name: 'Siguiente' }).click();
    await stepTitle(ownerPage, 'Fotos').waitFor();
    await ownerPage.getByRole('button', { name: 'Siguiente' }).click();
    await stepTitle(ownerPage, 'Detalles y Mapa').waitFor();
    await field(ownerPage, 'Dormitorios').fill('2');
    await ownerPage.getByRole('button', { name: 'Siguiente' }).click();
    await stepTitle(ownerPage, 'Revisión').waitFor();
    await ownerPage.getByRole('button', { name: 'Guardar y publicar' }).click();

    // Back in "Mis inmuebles": held for review, and said so.
    await waitForAddress(ownerPage, '/mis-inmuebles');
    const mine = ownerPage.getByRole('article', { name: title });
    await mine.getByText('Por revisar').waitFor();
    await mine.getByText(/Un administrador revisa tu aviso y la partida registral/).waitFor();

    // The demo admin approves it from "Por revisar" and marks the partida verified.
    const adminPage = await browser.newPage();
    await signIn(adminPage, adminEmail, demoPassword, '/admin?seccion=por-revisar');
    await waitForAddress(adminPage, '/admin', '?seccion=por-revisar');
    const row = adminPage.getByTestId('admin-review-row').filter({ hasText: title });
    await row.getByText(/12345678/).waitFor();
    await row.getByRole('button', { name: 'Marcar partida verificada' }).click();
    await row.getByText('Partida verificada', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Aprobar' }).click();
    await row.waitFor({ state: 'detached' });

    // A visitor: 'Más filtros' → 'Anunciante: Dueño directo', finds the flat and asks about it.
    const visitor = await browser.newPage();
    await visitor.goto('/propiedades');
    await visitor.getByRole('button', { name: 'Más filtros' }).click();
    await visitor
      .getByRole('group', { name: 'Anunciante' })
      .getByRole('button', { name: 'Dueño directo' })
      .click();
    await waitForAddress(visitor, '/propiedades', '?advertiser=owner');
    await visitor.getByRole('link', { name: title }).first().click();
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.getByText('Dueño directo').first().waitFor();
    await visitor.getByText('Propietario con partida verificada').waitFor();
    await visitor.getByText('Envía un mensaje al dueño y te responderá por correo o teléfono.').waitFor();
    expect(await visitor.content()).not.toContain(owner.email);

    await visitor
      .getByRole('region', { name: '¿Te interesa esta propiedad?' })
      .getByRole('button', { name: 'Contactar' })
      .click();
    const form = visitor.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByLabel('Nombre').fill('Jorge Huamán');
    await form.getByLabel('Correo electrónico').fill('jorge.huaman@example.pe');
    await form.getByLabel('Teléfono').fill('987 111 222');
    await form.getByLabel('Mensaje').fill('¿Se puede visitar el sábado?');
    await visitor.waitForTimeout(PERSON_FILL_MS);
    const sent = visitor.waitForResponse(
      (r) => r.url().endsWith('/contact_requests') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    expect((await sent).status()).toBe(201);

    // The owner follows the e-mail's 'Ver mis consultas' and reads it in their area.
    await ownerPage.goto(await waitForLinkTo(owner.email, inboxLinkPattern));
    const enquiry = ownerPage.getByRole('article', { name: 'Consulta de Jorge Huamán' });
    await enquiry.getByText('¿Se puede visitar el sábado?').waitFor();
    await ownerPage.getByRole('button', { name: 'Inmuebles' }).click();
    await ownerPage.getByRole('article', { name: title }).getByText('Publicado', { exact: true }).waitFor();
  });
});
