// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { testAgent } from '@/testing/test-users';
import { jsonResponse } from '@/testing/stub-api';
import {
  buildManagedCompany,
  stubCompanyScreen,
  testManager,
  userWithoutCompany,
} from '../testing/company-admin-api';

// The first screen of a file waits for its lazily loaded code on a busy machine.
const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Gestión de Empresa' }, { timeout: 10_000 });
const stat = (label: string) =>
  within(screen.getByRole('list', { name: 'Estadísticas de la empresa' }))
    .getByText(label)
    .closest('li')!;
const editForm = () => screen.findByRole('form', { name: 'Editar empresa' });
const headerButton = (name: string) =>
  within(screen.getByRole('heading', { level: 1 }).closest('header')!).getByRole('button', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CompanyAdminPage', { timeout: 20_000 }, () => {
  it("tells a user without a company 'No tienes una empresa asignada' and links back to the dashboard", async () => {
    const calls = stubCompanyScreen(userWithoutCompany);
    signIn('tok', userWithoutCompany);
    renderApp('/dashboard/company');
    await heading();
    expect(await screen.findByText('No tienes una empresa asignada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al Panel' })).toHaveAttribute('href', '/dashboard');
    expect(calls.some((call) => call.url.pathname.startsWith('/api/v1/companies'))).toBe(false);
  });

  it('shows the four counters in es-PE, the company and a link to its public page in a new tab', async () => {
    stubCompanyScreen(testManager);
    signIn('tok', testManager);
    renderApp('/dashboard/company');
    await heading();
    await waitFor(() => expect(stat('Total de Propiedades')).toHaveTextContent('1,234'));
    expect(stat('Publicadas')).toHaveTextContent('1,000');
    expect(stat('Vistas Totales')).toHaveTextContent('56,789');
    expect(stat('Contactos')).toHaveTextContent('45');

    const info = screen.getByRole('region', { name: 'Información de la empresa' });
    expect(within(info).getByRole('heading', { name: 'Andes Inmobiliaria' })).toBeInTheDocument();
    expect(within(info).getByText('Departamentos y casas en Lima.')).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: 'contacto@andesinmobiliaria.pe' })).toHaveAttribute(
      'href',
      'mailto:contacto@andesinmobiliaria.pe',
    );
    expect(within(info).getByRole('link', { name: 'https://www.facebook.com/andes' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(info).getByRole('img', { name: 'Logo de Andes Inmobiliaria' })).toHaveAttribute(
      'src',
      '/uploads/companies/2/logo.webp',
    );

    const publicPage = screen.getByRole('link', { name: /Ver página pública/ });
    expect(publicPage).toHaveAttribute('href', '/empresa/andes-inmobiliaria');
    expect(publicPage).toHaveAttribute('target', '_blank');
    expect(publicPage.getAttribute('rel')).toContain('noopener');
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).getByText('Carlos Quispe')).toBeInTheDocument();
    expect(within(header).getByText(/Administrador de empresa/)).toBeInTheDocument();
  });

  it('charts the month by default and asks for the week when chosen', async () => {
    const calls = stubCompanyScreen(testManager);
    signIn('tok', testManager);
    renderApp('/dashboard/company');
    const activity = await screen.findByRole('region', { name: 'Actividad' });
    expect(within(activity).getByRole('button', { name: 'Mes' })).toHaveAttribute('aria-pressed', 'true');
    // 30 days from 6 feb. to 7 mar.: views 100..129, favourites and contacts small.
    expect(
      await within(activity).findByText(
        /^Del 6 feb\. 2026 al 7 mar\. 2026: 3,435 vistas, 30 favoritos y 15 contactos\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      within(activity).getByRole('img', { name: 'Vistas, favoritos y contactos por día' }),
    ).toBeInTheDocument();

    await userEvent.click(within(activity).getByRole('button', { name: 'Semana' }));
    expect(await within(activity).findByText(/^Del 1 mar\. 2026 al 7 mar\. 2026:/)).toBeInTheDocument();
    const periods = calls
      .filter((call) => call.url.pathname.endsWith('/analytics'))
      .map((call) => call.url.searchParams.get('period'));
    expect(periods).toEqual(['month', 'week']);
  });

  it('fills the form on edit and discards the changes on cancel', async () => {
    const calls = stubCompanyScreen(testManager);
    signIn('tok', testManager);
    renderApp('/dashboard/company');
    await heading();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const form = await editForm();
    expect(within(form).getByLabelText(/Nombre de la empresa/)).toHaveValue('Andes Inmobiliaria');
    expect(within(form).getByLabelText('Acerca de la empresa')).toHaveValue('Departamentos y casas en Lima.');
    expect(within(form).getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText('Sitio web')).toHaveAttribute('type', 'url');
    expect(within(form).getByLabelText('Teléfono')).toHaveAttribute('type', 'tel');
    expect(within(form).getByLabelText('Facebook')).toHaveValue('https://www.facebook.com/andes');
    expect(within(form).getAllByText('PNG o JPG hasta 5MB. Recomendado: 200x200 px.')).toHaveLength(1);
    expect(within(form).getByText('PNG o JPG hasta 5MB. Recomendado: 1200x400 px.')).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('Acerca de la empresa'));
    await userEvent.type(within(form).getByLabelText('Acerca de la empresa'), 'Texto que no se guarda');
    await userEvent.click(headerButton('Cancelar'));
    expect(screen.queryByRole('form', { name: 'Editar empresa' })).not.toBeInTheDocument();
    expect(screen.getByText('Departamentos y casas en Lima.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(within(await editForm()).getByLabelText('Acerca de la empresa')).toHaveValue(
      'Departamentos y casas en Lima.',
    );
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('saves with PATCH as JSON and returns to the view with the success message', async () => {
    const updated = buildManagedCompany({
      name: 'Andes Inmobiliaria SAC',
      about: 'Nuevo texto',
      social_links: {
        facebook: null,
        instagram: 'https://instagram.com/andes',
        linkedin: null,
        twitter: null,
      },
    });
    const calls = stubCompanyScreen(testManager, buildManagedCompany(), {
      'PATCH /api/v1/companies/andes-inmobiliaria': () => jsonResponse({ company: updated }),
    });
    signIn('tok', testManager);
    renderApp('/dashboard/company');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const form = await editForm();
    await userEvent.type(within(form).getByLabelText(/Nombre de la empresa/), ' SAC');
    await userEvent.clear(within(form).getByLabelText('Acerca de la empresa'));
    await userEvent.type(within(form).getByLabelText('Acerca de la empresa'), '  Nuevo texto ');
    await userEvent.clear(within(form).getByLabelText('Facebook'));
    await userEvent.type(within(form).getByLabelText('Instagram'), 'https://instagram.com/andes');
    await userEvent.click(headerButton('Guardar'));

    const message = await screen.findByText('Empresa actualizada exitosamente');
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('form', { name: 'Editar empresa' })).not.toBeInTheDocument();
    // The stored user (and so the sidebar) carries the new company name.
    expect(JSON.parse(localStorage.getItem('user')!).company.name).toBe('Andes Inmobiliaria SAC');
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).toEqual({
      name: 'Andes Inmobiliaria SAC',
      about: 'Nuevo texto',
      email: 'contacto@andesinmobiliaria.pe',
      address: 'Av. José Larco 1232, Miraflores',
      website: 'https://www.andesinmobiliaria.pe',
      phone: '+51 1 445 2310',
      // No RUC given: the empty field is sent as null (docs/product/trust-and-admin.md).
      ruc: null,
      agent_registry_number: null,
      social_links: { facebook: '', instagram: 'https://instagram.com/andes', twitter: '', linkedin: '' },
    });
  });

  it("takes the company's Registro del Agente Inmobiliario number, checks its format and shows what an admin made of it", async () => {
    // The server as it is after the save: the number saved, awaiting an admin.
    let company = buildManagedCompany();
    const calls = stubCompanyScreen(testManager, company, {
      'GET /api/v1/companies/andes-inmobiliaria': () => jsonResponse({ company }),
      'PATCH /api/v1/companies/andes-inmobiliaria': () => {
        company = buildManagedCompany({ agent_registry: { number: 'PJ-0456', verified: false } });
        return jsonResponse({ company });
      },
    });
    signIn('tok', testManager);
    renderApp('/dashboard/company/edit');
    const form = await editForm();
    const field = within(form).getByLabelText('N.º de Registro del Agente Inmobiliario');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(/Un administrador lo verifica antes de mostrarlo en tu página/);

    // A wrong format is refused with the server's own message, before anything is sent.
    await userEvent.type(field, 'PJ 0456');
    await userEvent.click(headerButton('Guardar'));
    expect(
      await within(form).findByText(
        'El número del Registro del Agente Inmobiliario debe tener de 3 a 20 letras, números o guiones (por ejemplo PN-1234)',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await userEvent.clear(field);
    await userEvent.type(field, 'pj-0456');
    await userEvent.click(headerButton('Guardar'));
    await screen.findByText('Empresa actualizada exitosamente');
    expect(calls.find((call) => call.method === 'PATCH')!.body).toMatchObject({
      agent_registry_number: 'PJ-0456',
    });

    // Back in the form, the saved number waits for an admin.
    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    const again = await editForm();
    expect(within(again).getByLabelText('N.º de Registro del Agente Inmobiliario')).toHaveValue('PJ-0456');
    expect(within(again).getByText('Pendiente de verificación')).toBeInTheDocument();
  });

  it('says a verified number is shown on the page and that changing it removes the check', async () => {
    stubCompanyScreen(
      testManager,
      buildManagedCompany({ agent_registry: { number: 'PJ-0456', verified: true } }),
    );
    signIn('tok', testManager);
    renderApp('/dashboard/company/edit');
    const field = within(await editForm()).getByLabelText('N.º de Registro del Agente Inmobiliario');
    expect(field).toHaveValue('PJ-0456');
    expect(field).toHaveAccessibleDescription(
      'Verificado: tu página muestra «Inscrita en el Registro del Agente Inmobiliario N.º PJ-0456». Cambiar el número quita la verificación.',
    );
  });

  it("keeps the form and shows 'Error al actualizar la empresa' with the server's errors when the save fails", async () => {
    stubCompanyScreen(testManager, buildManagedCompany(), {
      'PATCH /api/v1/companies/andes-inmobiliaria': () =>
        jsonResponse(
          {
            error: 'validation_failed',
            message: 'Datos inválidos',
            errors: ['El sitio web no es válido. Usa una dirección que empiece con https://'],
          },
          422,
        ),
    });
    signIn('tok', testManager);
    renderApp('/dashboard/company');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    await editForm();
    await userEvent.click(headerButton('Guardar'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al actualizar la empresa');
    expect(alert).toHaveTextContent('El sitio web no es válido. Usa una dirección que empiece con https://');
    expect(screen.getByRole('form', { name: 'Editar empresa' })).toBeInTheDocument();
  });

  it('refuses a blank name before sending anything', async () => {
    const calls = stubCompanyScreen(testManager);
    signIn('tok', testManager);
    renderApp('/dashboard/company');
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const form = await editForm();
    await userEvent.clear(within(form).getByLabelText(/Nombre de la empresa/));
    await userEvent.click(headerButton('Guardar'));
    expect(await within(form).findByText('El nombre de la empresa es requerido')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('opens the edit form from /dashboard/company/edit', async () => {
    stubCompanyScreen(testManager);
    signIn('tok', testManager);
    const { currentUrl } = renderApp('/dashboard/company/edit');
    expect(within(await editForm()).getByLabelText(/Nombre de la empresa/)).toHaveValue('Andes Inmobiliaria');
    expect(currentUrl()).toBe('/dashboard/company?edit=1');
    await userEvent.click(headerButton('Cancelar'));
    expect(currentUrl()).toBe('/dashboard/company');
  });

  it('shows an agent the company without any edit control, even at the edit address', async () => {
    const calls = stubCompanyScreen(testAgent);
    signIn('tok', testAgent);
    renderApp('/dashboard/company?edit=1');
    await waitFor(() => expect(stat('Total de Propiedades')).toHaveTextContent('1,234'));
    expect(screen.getByRole('region', { name: 'Información de la empresa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver página pública/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Editar empresa' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Configuración visual' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Preset/ })).not.toBeInTheDocument();
    // The current look, read-only.
    const look = screen.getByRole('region', { name: 'Configuración visual' });
    expect(within(look).getByText('Moderno')).toBeInTheDocument();
    expect(within(look).getByText('#1D4ED8')).toBeInTheDocument();
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });
});
