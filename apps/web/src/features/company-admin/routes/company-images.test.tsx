// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';
import { buildManagedCompany, stubCompanyScreen, testManager } from '../testing/company-admin-api';

const png = (name = 'logo.png', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

async function openEditForm() {
  signIn('tok', testManager);
  renderApp('/dashboard/company');
  // The first screen of a file waits for its lazily loaded code on a busy machine.
  await userEvent.click(await screen.findByRole('button', { name: 'Editar' }, { timeout: 10_000 }));
  return screen.findByRole('form', { name: 'Editar empresa' });
}

const saveButton = () =>
  within(screen.getByRole('heading', { level: 1 }).closest('header')!).getByRole('button', {
    name: 'Guardar',
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the logo and banner of the company form', { timeout: 20_000 }, () => {
  it('sends the fields and the chosen logo as multipart', async () => {
    const calls = stubCompanyScreen(testManager, buildManagedCompany(), {
      'PATCH /api/v1/companies/andes-inmobiliaria': () =>
        jsonResponse({ company: buildManagedCompany({ logo_url: '/uploads/companies/2/logo-2.webp' }) }),
    });
    const form = await openEditForm();
    await userEvent.upload(within(form).getByLabelText('Logo'), png());
    expect(within(form).getByText('Nueva imagen: logo.png')).toBeInTheDocument();
    await userEvent.click(saveButton());

    expect(await screen.findByText('Empresa actualizada exitosamente')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).toBeInstanceOf(FormData);
    const body = patch.body as FormData;
    expect((body.get('logo') as File).name).toBe('logo.png');
    expect(body.get('cover')).toBeNull();
    expect(body.get('name')).toBe('Andes Inmobiliaria');
    expect(body.get('about')).toBe('Departamentos y casas en Lima.');
    expect(body.get('social_links[facebook]')).toBe('https://www.facebook.com/andes');
    expect(body.get('social_links[instagram]')).toBe('');
  });

  it("refuses a file over 5MB with 'El archivo es demasiado grande. Máximo 5MB.'", async () => {
    const calls = stubCompanyScreen(testManager, buildManagedCompany(), {
      'PATCH /api/v1/companies/andes-inmobiliaria': () => jsonResponse({ company: buildManagedCompany() }),
    });
    const form = await openEditForm();
    await userEvent.upload(within(form).getByLabelText('Banner'), png('portada.png', 5 * 1024 * 1024 + 1));
    expect(await within(form).findByText('El archivo es demasiado grande. Máximo 5MB.')).toBeInTheDocument();
    expect(within(form).queryByText('Nueva imagen: portada.png')).not.toBeInTheDocument();

    await userEvent.click(saveButton());
    expect(await screen.findByText('Empresa actualizada exitosamente')).toBeInTheDocument();
    // Saved without the refused file: JSON, not multipart.
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).not.toBeInstanceOf(FormData);
    expect(patch.body).toMatchObject({ name: 'Andes Inmobiliaria' });
  });

  it("refuses a file that is not an image with 'Solo se permiten archivos de imagen.'", async () => {
    stubCompanyScreen(testManager);
    const form = await openEditForm();
    const input = within(form).getByLabelText('Logo');
    // The picker offers images only ("All files" gets past that filter), so the file is checked again.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['%PDF-1.7'], 'folleto.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByText('Solo se permiten archivos de imagen.')).toBeInTheDocument();
    expect(within(form).queryByText('Nueva imagen: folleto.pdf')).not.toBeInTheDocument();
    await user.upload(input, png());
    await waitFor(() =>
      expect(within(form).queryByText('Solo se permiten archivos de imagen.')).not.toBeInTheDocument(),
    );
    expect(within(form).getByText('Nueva imagen: logo.png')).toBeInTheDocument();
    // SVG is refused too (the server refuses it as well).
    await user.upload(input, new File(['<svg/>'], 'marca.svg', { type: 'image/svg+xml' }));
    expect(await within(form).findByText('Solo se permiten archivos de imagen.')).toBeInTheDocument();
  });

  it('removes the current banner with DELETE after the save', async () => {
    const calls = stubCompanyScreen(testManager, buildManagedCompany(), {
      'PATCH /api/v1/companies/andes-inmobiliaria': () => jsonResponse({ company: buildManagedCompany() }),
      'DELETE /api/v1/companies/andes-inmobiliaria/cover': () => jsonResponse({ cover_url: null }),
    });
    const form = await openEditForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Quitar banner' }));
    expect(within(form).getAllByText('Sin imagen')).toHaveLength(1);
    await userEvent.click(saveButton());
    expect(await screen.findByText('Empresa actualizada exitosamente')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url.pathname}`),
    ).toEqual([
      'PATCH /api/v1/companies/andes-inmobiliaria',
      'DELETE /api/v1/companies/andes-inmobiliaria/cover',
    ]);
  });
});
