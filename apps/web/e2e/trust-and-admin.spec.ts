import { afterAll, describe, expect, it } from 'vitest';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import type { Page } from 'playwright-core';
import { callApi, signInThroughApi, submitLoginForm, waitForLoginScreenToLeave } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { listCompanyProperties } from './support/companies.ts';

/*
 * docs/product/trust-and-admin.md, as people use it: a visitor reports a listing, the admin finds it first
 * in the console and hides it, the company reads why, and a verified company shows its badge and (owners.md
 * §5) the Registro del Agente Inmobiliario number its company_admin entered, once the admin checked it.
 */

const ADMIN = 'admin@inmoperu.pe';
const OWNER = 'gerente@costaverdepropiedades.pe';
const PASSWORD = 'InmoPeru2026!';
const COMPANY = { slug: 'costa-verde-propiedades', name: 'Costa Verde Propiedades' };
const REGISTRY_NUMBER = 'PJ-0456';

async function signIn(page: Page, email: string, returnUrl: string) {
  await page.goto(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await submitLoginForm(page, email, PASSWORD);
  await waitForLoginScreenToLeave(page);
}

describe('trust: reports, the admin console and the verified badge', () => {
  const browser = useBrowser();
  let property: PropertySummary | undefined;

  afterAll(async () => {
    // The demo data is shared with the other browser tests: leave it as it was.
    const token = await signInThroughApi(ADMIN, PASSWORD);
    const companyId = ((await callApi(`/companies/${COMPANY.slug}`)).body as { company: { id: number } })
      .company.id;
    if (property) {
      for (const action of ['unhide', 'resolve_reports'])
        await callApi(`/admin/properties/${property.id}/${action}`, { method: 'POST', body: {}, token });
    }
    await callApi(`/admin/companies/${companyId}/unverify`, { method: 'POST', body: {}, token });
    await callApi(`/companies/${companyId}`, { method: 'PATCH', body: { agent_registry_number: '' }, token });
  });

  it('goes from a report to a hidden property the company can read about', async () => {
    [property] = await listCompanyProperties(COMPANY.slug);
    expect(property).toBeDefined();

    const visitor = await browser.newPage({ width: 390, height: 844 });
    await visitor.goto(`/propiedad/${property!.slug}`);
    await visitor.getByRole('button', { name: 'Reportar este aviso' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Reportar este aviso' });
    await dialog.getByLabel('Posible fraude o me pidieron un adelanto').check();
    await dialog.getByLabel('Comentario (opcional)').fill('Me pidieron un adelanto antes de la visita.');
    await expectAccessible(visitor, 'diálogo de reporte');
    await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
    await dialog.getByText('Gracias por avisarnos. Revisaremos este aviso.').waitFor();

    const admin = await browser.newPage();
    await signIn(admin, ADMIN, '/admin?seccion=propiedades');
    const firstRow = admin.getByTestId('admin-property-row').first();
    await firstRow.getByRole('link', { name: property!.title }).waitFor();
    await expectAccessible(admin, 'consola: propiedades');
    await firstRow.getByRole('button', { name: 'Ocultar' }).click();
    const reasonDialog = admin.getByRole('dialog');
    await reasonDialog.getByLabel('Motivo').fill('Piden un adelanto antes de mostrar el inmueble');
    await reasonDialog.getByRole('button', { name: 'Ocultar propiedad' }).click();
    await firstRow.getByText('Oculta: Piden un adelanto antes de mostrar el inmueble').waitFor();

    const owner = await browser.newPage();
    await signIn(owner, OWNER, `/propiedad/${property!.slug}`);
    const notice = owner.getByTestId('owner-trust-notice');
    await notice.getByText('Esta propiedad está oculta del catálogo').waitFor();
    await expect(notice.innerText()).resolves.toContain('Piden un adelanto antes de mostrar el inmueble');
    await expect(notice.innerText()).resolves.toContain('Posible fraude o me pidieron un adelanto');
    await expect(notice.innerText()).resolves.not.toContain('antes de la visita');
  });

  it('shows "Empresa verificada" and the registry number on the company page once an admin verifies them', async () => {
    // The company_admin enters the company's number; it waits for the admin's check.
    const owner = await browser.newPage({ width: 390, height: 844 });
    await signIn(owner, OWNER, '/dashboard/company/edit');
    const form = owner.getByRole('form', { name: 'Editar empresa' });
    await form.getByLabel('N.º de Registro del Agente Inmobiliario').fill(REGISTRY_NUMBER.toLowerCase());
    await owner.getByRole('button', { name: 'Guardar', exact: true }).click();
    await owner.getByText('Empresa actualizada exitosamente').waitFor();
    await owner.getByRole('button', { name: 'Editar' }).click();
    await form.getByText('Pendiente de verificación').waitFor();

    // Nobody else sees it yet.
    const before = await callApi(`/companies/${COMPANY.slug}`);
    expect((before.body as { company: { agent_registry: unknown } }).company.agent_registry).toBeNull();

    const admin = await browser.newPage();
    await signIn(admin, ADMIN, '/admin?seccion=empresas');
    await admin.getByLabel('Buscar empresa por nombre o RUC').fill('Costa Verde');
    await admin.getByRole('button', { name: `Verificar ${COMPANY.name}` }).click();
    await admin.getByRole('button', { name: 'Quitar verificación', exact: true }).waitFor();
    await admin.getByText(`N.º ${REGISTRY_NUMBER}`).waitFor();
    await admin.getByRole('button', { name: `Verificar registro de ${COMPANY.name}` }).click();
    await admin
      .getByRole('button', { name: `Quitar verificación del registro de ${COMPANY.name}` })
      .waitFor();
    await expectAccessible(admin, 'consola: empresas');

    const visitor = await browser.newPage();
    await visitor.goto(`/empresa/${COMPANY.slug}`);
    await visitor.getByTestId('verified-badge').first().waitFor();
    await expect(visitor.getByTestId('verified-badge').first().innerText()).resolves.toContain(
      'Empresa verificada',
    );
    await visitor
      .getByText(`Inscrita en el Registro del Agente Inmobiliario N.º ${REGISTRY_NUMBER}`)
      .waitFor();
  });
});
