import { describe, expect, it } from 'vitest';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { signInWithStoredSession, waitForMessages } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';
import { listCompanies, listCompanyProperties } from './support/companies.ts';
import { getDetail, listProperties, openDetail } from './support/property-detail.ts';

/*
 * What a visitor does with a property beyond reading it: favourite it (a guest is sent to sign in), contact
 * its company, and go on to the company's other properties.
 */

/** A seeded demo account (apps/api/src/seed/accounts.ts). */
const demo = {
  email: 'gerente@andesinmobiliaria.pe',
  password: 'InmoPeru2026!',
  name: 'María Fernanda Quispe Rojas',
};

describe('property detail: favourite and contact', () => {
  const browser = useBrowser();

  it('sends a guest who wants to favourite to login', async () => {
    const page = await browser.newPage();
    const [summary] = await listProperties();
    await openDetail(page, summary!);
    await page.getByRole('button', { name: 'Favorito' }).click();
    await page.waitForURL('**/login?**');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(`/propiedad/${summary!.slug}`);
  });

  it('lets a signed-in user favourite the property and contact the company, which gets the e-mail', async () => {
    const page = await browser.newPage();
    await signInWithStoredSession(page, demo.email, demo.password);
    // A property of another company: its manager receives the contact request.
    const summary = (await listProperties()).find((p) => p.company.slug !== 'andes-inmobiliaria')!;
    const detail = await getDetail(summary.slug);
    const manager = detail.company.email!.replace(/^contacto@/, 'gerente@');
    const before = (await waitForMessages(manager, 0)).length;
    await openDetail(page, summary);

    // Favourite: the heart changes with the server's answer and survives a reload; then back as it was.
    const heart = page.getByRole('button', { name: 'Favorito' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    const added = page.waitForResponse(
      (r) => r.url().endsWith(`/properties/${detail.slug}/favorite`) && r.request().method() === 'POST',
    );
    await heart.click();
    expect((await added).status()).toBe(200);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: summary.title }).waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    const removed = page.waitForResponse((r) => r.url().endsWith(`/properties/${detail.slug}/unfavorite`));
    await heart.click();
    expect((await removed).status()).toBe(200);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');

    // Contact: a prefilled form, the server's confirmation, and the e-mail in the company's outbox.
    await page.getByRole('button', { name: 'Contactar' }).click();
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    expect(await form.getByLabel('Nombre').inputValue()).toBe(demo.name);
    expect(await form.getByLabel('Correo electrónico').inputValue()).toBe(demo.email);
    expect(await form.getByLabel('Mensaje').inputValue()).toBe(
      `Hola, estoy interesado en la propiedad: ${summary.title}`,
    );
    await form
      .getByLabel('Mensaje')
      .fill(`Hola, estoy interesado en la propiedad: ${summary.title}. ¿Podemos visitarla el sábado?`);
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page
      .getByText('Tu consulta fue enviada. La empresa se pondrá en contacto contigo pronto.')
      .waitFor();

    const messages = await waitForMessages(manager, before + 1);
    const mail = messages.at(-1)!;
    expect(`${mail.subject}\n${mail.text}`).toContain(summary.title);
    expect(mail.text).toContain('¿Podemos visitarla el sábado?');
  });

  it("lists the company's other properties, never the one on screen, and 'Ver más' opens one", async () => {
    const page = await browser.newPage();
    // The company with the most properties: its section has a second page.
    const [company] = (await listCompanies()).sort((a, b) => b.properties_count - a.properties_count);
    const all = await listCompanyProperties(company!.slug);
    const current = all[1]!;
    const others = all.filter((property) => property.id !== current.id);
    expect(others.length).toBeGreaterThan(6);

    await openDetail(page, current);
    // The foot of the page loads when the visitor comes near it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const section = page.getByRole('region', { name: `Más propiedades de ${company!.name}` });
    const cards = section
      .getByRole('list', { name: `Propiedades de ${company!.name}` })
      .getByRole('listitem');
    const hrefs = () =>
      section
        .getByRole('link', { name: 'Ver más' })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const paths = (properties: PropertySummary[]) => properties.map((p) => `/propiedad/${p.slug}`);
    await cards.first().waitFor();
    expect(await hrefs()).toEqual(paths(others.slice(0, 6)));

    await section.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(hrefs).toEqual(paths(others.slice(6, 12)));
    expect(await section.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    expect(await hrefs()).not.toContain(`/propiedad/${current.slug}`);

    const target = others[6]!;
    await section.getByRole('link', { name: 'Ver más' }).first().click();
    await page.waitForURL(`**/propiedad/${target.slug}`);
    await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await cards.first().waitFor();
    expect(await hrefs()).not.toContain(`/propiedad/${target.slug}`);
  });
});
