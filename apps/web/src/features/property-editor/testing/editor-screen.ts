import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { renderApp } from '@/testing/render-app';

type User = ReturnType<typeof userEvent.setup>;

/** What the editor's tests read and press on the screen. */
export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const stepButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
export const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;

/** Opens the editor at `path` and waits for its heading (the page's code loads on demand). */
export async function openEditorAt(path: string, heading: 'Nueva Propiedad' | 'Editar Propiedad') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 10_000 });
  return view;
}

/** Step 1 of a new property, valid: title, description, price and area. */
export async function fillBasicInfo(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Casa frente al parque');
  await user.type(screen.getByRole('textbox', { name: 'Descripción' }), 'Casa de dos pisos con jardín.');
  const price = screen.getByRole('spinbutton', { name: 'Precio' });
  await user.clear(price);
  await user.type(price, '250000');
  await user.type(screen.getByRole('spinbutton', { name: 'Área (m²)' }), '180.5');
}

/** Step 2, valid: an address in Lima / Lima / Miraflores, each list chosen once the catalogue has filled it. */
export async function fillLocation(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Dirección' }), 'Av. Larco 1234');
  await waitFor(() =>
    expect(within(select('Departamento')).getByRole('option', { name: 'Lima' })).toBeInTheDocument(),
  );
  await user.selectOptions(select('Departamento'), '15');
  await waitFor(() =>
    expect(within(select('Provincia')).getByRole('option', { name: 'Lima' })).toBeInTheDocument(),
  );
  await user.selectOptions(select('Provincia'), '1501');
  await waitFor(() =>
    expect(within(select('Distrito')).getByRole('option', { name: 'Miraflores' })).toBeInTheDocument(),
  );
  await user.selectOptions(select('Distrito'), '150122');
}
