import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PropertyDetailResponse } from '@inmuebles/shared/properties/property-detail-schema';
import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import { callApi, signInThroughApi, waitForMessages } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';
import { getJson } from './support/companies.ts';

/*
 * A guest (never signed in) asks about a property from the detail and from a listing card; the company
 * finds it in its e-mail (the outbox) and in its dashboard inbox. What looks automated (a filled honeypot,
 * a form sent at once) is refused with a message that gives no reason, and nothing reaches the company.
 */

const PASSWORD = 'InmoPeru2026!';
const SENT = 'Tu consulta fue enviada. La empresa se pondrá en contacto contigo pronto.';
const REFUSED = 'No pudimos enviar tu consulta. Espera unos segundos e inténtalo de nuevo.';
/** A little over the server's minimum fill time (apps/api/src/features/contact-requests/form-token.ts). */
const PERSON_FILL_MS = 3500;

/** A published property of `companySlug` and the address its company_admin reads. */
async function propertyOf(companySlug: string) {
  const { properties } = await getJson<PropertyListResponse>('/properties?per_page=100');
  const summary = properties.find((p) => p.company.slug === companySlug);
  if (!summary) throw new Error(`no listed property of ${companySlug}`);
  const { property } = await getJson<PropertyDetailResponse>(`/properties/${summary.slug}`);
  return { property, manager: property.company.email!.replace(/^contacto@/, 'gerente@') };
}

async function openDetail(page: Page, slug: string, hash = '') {
  await page.goto(`/propiedad/${slug}${hash}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Formulario de contacto' });

async function fillAsGuest(page: Page, guest: { name: string; email: string }) {
  const form = contactForm(page);
  await form.getByLabel('Nombre').fill(guest.name);
  await form.getByLabel('Correo electrónico').fill(guest.email);
  await form.getByLabel('Teléfono').fill('987 654 321');
}

/** Sends the form and returns the status of the API's answer. */
async function send(page: Page): Promise<number> {
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/contact_requests') && r.request().method() === 'POST',
  );
  await contactForm(page).getByRole('button', { name: 'Enviar mensaje' }).click();
  return (await answer).status();
}

/** The company's inbox as its company_admin sees it. */
async function openInboxAs(page: Page, email: string) {
  const token = await signInThroughApi(email, PASSWORD);
  const me = await callApi('/me', { token });
  await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify((me.body as { user: unknown }).user)] as const,
  );
  await page.goto('/dashboard/leads');
  return page.getByRole('region', { name: 'Consultas recibidas' });
}

describe('guest inquiry', () => {
  const browser = useBrowser();
  const newPage = () => browser.newPage();

  it('a guest asks from the detail; the company gets the e-mail and sees it in its inbox', async () => {
    const { property, manager } = await propertyOf('inmobiliaria-misti');
    const before = (await waitForMessages(manager, 0)).length;
    const guest = { name: 'Lucía Quispe Detalle', email: 'lucia.detalle@example.pe' };
    const page = await newPage();
    await openDetail(page, property.slug);

    await page
      .getByRole('region', { name: '¿Te interesa esta propiedad?' })
      .getByRole('button', { name: 'Contactar' })
      .click();
    const form = contactForm(page);
    expect(await form.getByLabel('Nombre').inputValue()).toBe('');
    expect(await form.getByLabel('Mensaje').inputValue()).toBe(
      `Hola, estoy interesado en la propiedad: ${property.title}`,
    );
    await fillAsGuest(page, guest);
    await page.waitForTimeout(PERSON_FILL_MS);
    expect(await send(page)).toBe(201);
    await page.getByText(SENT).waitFor();

    const mail = (await waitForMessages(manager, before + 1)).at(-1)!;
    expect(mail.subject).toContain(property.title);
    expect(mail.text).toContain(guest.email);

    const inbox = await openInboxAs(await newPage(), manager);
    await inbox.getByText(guest.name).waitFor();
    // Other visitors never see the sender's address.
    const visitor = await newPage();
    await openDetail(visitor, property.slug);
    expect(await visitor.content()).not.toContain(guest.email);
  });

  it("a guest asks from a listing card's 'Contactar'", async () => {
    const page = await newPage();
    await page.goto('/propiedades');
    const card = page.locator('article').first();
    const slug = (await card.locator('h2 a').getAttribute('href'))!.replace('/propiedad/', '');
    const { property } = await getJson<PropertyDetailResponse>(`/properties/${slug}`);
    const manager = property.company.email!.replace(/^contacto@/, 'gerente@');
    const before = (await waitForMessages(manager, 0)).length;

    await card.getByRole('link', { name: 'Contactar' }).click();
    await page.waitForURL((url) => url.pathname === `/propiedad/${slug}` && url.hash === '#contacto');
    await fillAsGuest(page, { name: 'Lucía Quispe Tarjeta', email: 'lucia.tarjeta@example.pe' });
    await page.waitForTimeout(PERSON_FILL_MS);
    expect(await send(page)).toBe(201);
    await page.getByText(SENT).waitFor();
    const mail = (await waitForMessages(manager, before + 1)).at(-1)!;
    expect(mail.text).toContain('lucia.tarjeta@example.pe');
  });

  it('refuses a filled honeypot and a form sent at once, without saying why, and nothing is delivered', async () => {
    const { property, manager } = await propertyOf('pacifico-industrial');
    const before = (await waitForMessages(manager, 0)).length;
    const page = await newPage();

    await openDetail(page, property.slug, '#contacto');
    await fillAsGuest(page, { name: 'Robot Honeypot', email: 'robot.honeypot@example.pe' });
    // The field people never see; a robot fills every input.
    await contactForm(page).locator('input[name="website"]').fill('https://spam.example');
    await page.waitForTimeout(PERSON_FILL_MS);
    expect(await send(page)).toBe(422);
    await page.getByRole('alert').getByText(REFUSED).waitFor();

    await openDetail(page, property.slug, '#contacto');
    await fillAsGuest(page, { name: 'Robot Rápido', email: 'robot.rapido@example.pe' });
    expect(await send(page)).toBe(422);
    await page.getByRole('alert').getByText(REFUSED).waitFor();

    expect(await waitForMessages(manager, 0)).toHaveLength(before);
  });
});
