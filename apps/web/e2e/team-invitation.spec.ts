import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MyPropertiesResponse } from '@inmuebles/shared/properties/my-properties-query';
import type { PropertyDetailResponse } from '@inmuebles/shared/properties/property-detail-schema';
import {
  callApi,
  newAccount,
  signInThroughApi,
  submitLoginForm,
  waitForAddress,
  waitForLinkTo,
  waitForMessages,
} from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { placeMarker } from './support/map-drawing.ts';

/*
 * A company's team (docs/product/teams.md) as people use it: the company_admin invites an agent from
 * 'Equipo', the agent follows the real link of the invitation e-mail, creates the account and lands in
 * that company's dashboard, publishes a property, and receives the lead a visitor sends from its detail
 * page. The company_admin then deactivates the agent, handing the property to themself.
 */

const manager = 'gerente@costaverdepropiedades.pe';
const password = 'InmoPeru2026!';
const invitationLinkPattern = /https?:\/\/[^\s"<>]+\/invitacion\/[\w%-]+/;
/** A little over the contact form's minimum fill time. */
const PERSON_FILL_MS = 3500;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signInAt(page: Page, path: string, email: string, secret = password) {
  await page.goto(path);
  await waitForAddress(page, '/login');
  await submitLoginForm(page, email, secret);
  await waitForAddress(page, path);
}

describe('company team', () => {
  const browser = useBrowser();

  it('invite an agent, who joins by the e-mailed link, publishes, gets the lead, and is deactivated', async () => {
    const agent = newAccount('agente-equipo');
    const admin = await browser.newPage();
    await signInAt(admin, '/dashboard/team', manager);
    await admin.getByRole('heading', { level: 1, name: 'Equipo' }).waitFor();
    await admin.getByRole('table', { name: 'Miembros del equipo' }).waitFor();
    await admin.getByRole('table', { name: /por agente/ }).waitFor();
    await expectAccessible(admin, 'equipo');

    await admin.getByRole('button', { name: 'Invitar miembro' }).click();
    const inviteDialog = admin.getByRole('dialog', { name: 'Invitar a un miembro' });
    await inviteDialog.getByLabel('Correo electrónico').fill(agent.email);
    expect(await inviteDialog.getByLabel('Rol').inputValue()).toBe('agent');
    await expectAccessible(admin, 'equipo: invitar');
    await inviteDialog.getByRole('button', { name: 'Enviar invitación' }).click();
    await admin.getByText(`Invitación enviada a ${agent.email}.`).waitFor();
    await admin.getByRole('region', { name: 'Invitaciones pendientes' }).getByText(agent.email).waitFor();

    // The agent, on a phone, follows the link of the e-mail.
    const link = await waitForLinkTo(agent.email, invitationLinkPattern);
    const phone = await browser.newPage({ width: 390, height: 844 });
    await phone.goto(link);
    await phone.getByRole('button', { name: 'Crear cuenta y unirme' }).waitFor();
    await expectAccessible(phone, 'invitación');
    await field(phone, 'Nombres').fill('Mario');
    await field(phone, 'Apellidos').fill('Huamán');
    await field(phone, 'Teléfono').fill('+51 912 000 111');
    await field(phone, 'Contraseña').fill(agent.password);
    await field(phone, 'Confirmar contraseña').fill(agent.password);
    await phone.getByRole('button', { name: 'Crear cuenta y unirme' }).click();
    await waitForAddress(phone, '/dashboard');
    const stored = await phone.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as unknown);
    expect(stored).toMatchObject({ role: 'agent', company: { slug: 'costa-verde-propiedades' } });

    // The same link again answers that it was used.
    const reused = await browser.newPage();
    await reused.goto(link);
    await reused.getByRole('heading', { name: 'Invitación ya aceptada' }).waitFor();
    await expectAccessible(reused, 'invitación aceptada');

    // The agent publishes a property (1280 px for the map).
    const agentPage = await browser.newPage();
    await signInAt(agentPage, '/dashboard/properties/new', agent.email, agent.password);
    const title = `Lote del agente e2e ${Date.now().toString(36)}`;
    await agentPage.getByRole('heading', { level: 1, name: 'Nueva Propiedad' }).waitFor();
    await field(agentPage, 'Título').fill(title);
    await field(agentPage, 'Descripción').fill('Lote plano con todos los servicios, cerca del mar.');
    await field(agentPage, 'Tipo de propiedad').selectOption('land');
    await field(agentPage, 'Categoría').selectOption('LotResource');
    await field(agentPage, 'Precio').fill('95000');
    await field(agentPage, 'Área (m²)').fill('200');
    const next = () => agentPage.getByRole('button', { name: 'Siguiente' }).click();
    await next();
    await agentPage.getByRole('heading', { level: 2, name: 'Ubicación' }).waitFor();
    await field(agentPage, 'Dirección').fill('Av. del Ejército 120');
    for (const [label, value] of [
      ['Departamento', '15'],
      ['Provincia', '1501'],
      ['Distrito', '150122'],
    ] as const) {
      await field(agentPage, label).locator(`option[value="${value}"]`).waitFor({ state: 'attached' });
      await field(agentPage, label).selectOption(value);
    }
    await next();
    await next();
    await agentPage.getByRole('heading', { level: 2, name: 'Detalles y Mapa' }).waitFor();
    await placeMarker(agentPage, 150, 200);
    await next();
    await agentPage.getByRole('heading', { level: 2, name: 'Revisión' }).waitFor();
    await agentPage.getByRole('button', { name: 'Guardar y publicar' }).click();
    await waitForAddress(agentPage, '/dashboard/properties');
    await agentPage.getByText(`Propiedad guardada: ${title}`).waitFor();

    const agentToken = await signInThroughApi(agent.email, agent.password);
    const mine = (await callApi('/my_properties?per_page=100&sort=recent', { token: agentToken }))
      .body as MyPropertiesResponse;
    const slug = mine.properties.find((p) => p.title === title)!.slug;

    // A visitor sees the agent on the contact card and asks.
    const visitor = await browser.newPage();
    await visitor.goto(`/propiedad/${slug}`);
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await visitor.getByText('Agente a cargo').waitFor();
    await visitor.getByText('Mario Huamán').first().waitFor();
    await visitor
      .getByRole('region', { name: '¿Te interesa esta propiedad?' })
      .getByRole('button', { name: 'Contactar' })
      .click();
    const form = visitor.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByLabel('Nombre').fill('Rosa Visitante');
    await form.getByLabel('Correo electrónico').fill('rosa.visitante@example.pe');
    await form.getByLabel('Teléfono').fill('987 654 321');
    await visitor.waitForTimeout(PERSON_FILL_MS);
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await visitor.getByText('Tu consulta fue enviada.', { exact: false }).waitFor();

    // The agent in charge receives it: by e-mail and under 'Mis consultas'.
    const mail = (await waitForMessages(agent.email, 2)).at(-1)!;
    expect(mail.subject).toContain(title);
    await agentPage.goto('/dashboard/leads?mine=true');
    const inbox = agentPage.getByRole('region', { name: 'Consultas recibidas' });
    await inbox.getByText('Rosa Visitante').waitFor();
    await inbox.getByText('A cargo de Mario Huamán').waitFor();
    await expectAccessible(agentPage, 'consultas: mis consultas');

    // The company_admin deactivates the agent and keeps the property.
    await admin.reload();
    const row = admin.getByRole('row', { name: new RegExp(agent.email) });
    await row.getByRole('button', { name: 'Desactivar' }).click();
    const dialog = admin.getByRole('alertdialog');
    await dialog.getByText('pasan a').waitFor();
    await expectAccessible(admin, 'equipo: desactivar');
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    await admin.getByText(/Mario Huamán fue desactivado/).waitFor();
    await row.getByText('Desactivado').waitFor();

    // Their session ended at once; the property is now in the company_admin's charge.
    expect((await callApi('/auth/me', { token: agentToken })).status).toBe(401);
    const managerToken = await signInThroughApi(manager, password);
    const me = (await callApi('/me', { token: managerToken })).body as { user: { id: number } };
    const detail = (await callApi(`/properties/${slug}`)).body as PropertyDetailResponse;
    expect(detail.property.agent?.id).toBe(me.user.id);
    await agentPage.goto('/dashboard/leads');
    await waitForAddress(agentPage, '/login');
  });
});
