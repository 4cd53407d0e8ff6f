// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubEditorApi } from '../testing/editor-api';
import { button, fillLocation, select, stepButton } from '../testing/editor-screen';
import { openNewPropertyPage, setUpNewPropertyPage, topSave } from '../testing/new-page-screen';

/* The new-property form as it is filled in: its defaults, what each step needs, and how the steps connect. */

setUpNewPropertyPage();

describe('NewPropertyPage', { timeout: 30_000 }, () => {
  it('starts with the defaults of a new property and nothing to save yet', async () => {
    stubEditorApi();
    await openNewPropertyPage();
    expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Información Básica', level: 2 })).toBeInTheDocument();
    expect(select('Tipo de propiedad')).toHaveDisplayValue('Residencial');
    expect(select('Categoría')).toHaveDisplayValue('Casa');
    expect(screen.getByRole('spinbutton', { name: 'Precio' })).toHaveValue(0);
    expect(select('Moneda')).toHaveDisplayValue('US$ (dólares)');
    // Soles and dollars only, named as a Peruvian reads them.
    expect([...select('Moneda').querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'S/ (soles)',
      'US$ (dólares)',
    ]);
    expect(select('Estado')).toHaveDisplayValue('Borrador');
    expect(select('Visibilidad')).toHaveDisplayValue('Público');
    expect(topSave()).toBeDisabled();
    expect(button(/Siguiente/)).toBeDisabled();
    expect(button(/Anterior/)).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/dashboard/properties');
  });

  it('enables Siguiente once step 1 is valid and the save button once step 2 is too', async () => {
    const user = userEvent.setup();
    stubEditorApi();
    await openNewPropertyPage();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Casa');
    await user.type(screen.getByRole('textbox', { name: 'Descripción' }), 'Bonita');
    expect(button(/Siguiente/)).toBeDisabled(); // price is still 0
    const price = screen.getByRole('spinbutton', { name: 'Precio' });
    await user.clear(price);
    await user.type(price, '100');
    // The server requires the area, so neither Siguiente nor the save go on without it.
    expect(button(/Siguiente/)).toBeDisabled();
    await user.type(screen.getByRole('spinbutton', { name: 'Área (m²)' }), '90');
    expect(button(/Siguiente/)).toBeEnabled();
    expect(topSave()).toBeDisabled();

    await user.click(button(/Siguiente/));
    expect(screen.getByText('Paso 2 de 5')).toBeInTheDocument();
    expect(button(/Siguiente/)).toBeDisabled();
    await fillLocation(user);
    expect(button(/Siguiente/)).toBeEnabled();
    expect(topSave()).toBeEnabled();
  });

  it('shows the messages of the fields the user has left invalid', async () => {
    const user = userEvent.setup();
    stubEditorApi();
    await openNewPropertyPage();
    await user.click(screen.getByRole('textbox', { name: 'Título' }));
    await user.tab();
    expect(screen.getByText('El título es requerido')).toBeInTheDocument();
    const price = screen.getByRole('spinbutton', { name: 'Precio' });
    await user.clear(price);
    await user.tab();
    expect(screen.getByText('El precio debe ser un número mayor o igual a 0')).toBeInTheDocument();
  });

  it('offers only the categories of the chosen type and switches to its first one', async () => {
    const user = userEvent.setup();
    stubEditorApi();
    await openNewPropertyPage();
    expect(
      within(select('Categoría'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Departamento', 'Casa']);
    await user.selectOptions(select('Tipo de propiedad'), 'land');
    expect(
      within(select('Categoría'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Terreno Agrícola', 'Lote Urbano']);
    expect(select('Categoría')).toHaveDisplayValue('Terreno Agrícola');
    await user.selectOptions(select('Categoría'), 'LotResource');
    await user.selectOptions(select('Tipo de propiedad'), 'land');
    expect(select('Categoría')).toHaveDisplayValue('Lote Urbano');
  });

  it('clears the province and the district when the department changes, the district when the province does', async () => {
    const user = userEvent.setup();
    stubEditorApi();
    await openNewPropertyPage();
    await user.click(stepButton('Ubicación'));
    expect(select('Provincia')).toBeDisabled();
    expect(select('Distrito')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'País' })).toHaveValue('Perú');
    expect(screen.getByRole('textbox', { name: 'País' })).toHaveAttribute('readonly');
    await fillLocation(user);
    expect(select('Distrito')).toHaveValue('150122');

    await user.selectOptions(select('Provincia'), '1502');
    expect(select('Distrito')).toHaveValue('');
    await waitFor(() =>
      expect(within(select('Distrito')).getByRole('option', { name: 'Barranca' })).toBeInTheDocument(),
    );

    await user.selectOptions(select('Departamento'), '04');
    expect(select('Provincia')).toHaveValue('');
    expect(select('Distrito')).toHaveValue('');
    expect(select('Distrito')).toBeDisabled();
    await waitFor(() =>
      expect(within(select('Provincia')).getByRole('option', { name: 'Arequipa' })).toBeInTheDocument(),
    );
  });

  it('lets the sidebar open any step and marks the steps left incomplete', async () => {
    const user = userEvent.setup();
    stubEditorApi();
    await openNewPropertyPage();
    await user.click(stepButton('Revisión'));
    expect(screen.getByText('Paso 5 de 5')).toBeInTheDocument();
    expect(stepButton('Información Básica')).toHaveTextContent('Incompleto');
    expect(screen.getAllByText('Faltan datos obligatorios en este paso.')).toHaveLength(2);
    expect(topSave()).toBeDisabled();
  });

  it('asks to complete steps 1 and 2 when the review save is clicked before', async () => {
    const user = userEvent.setup();
    const calls = stubEditorApi();
    await openNewPropertyPage();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Casa{Enter}');
    await user.click(stepButton('Revisión'));
    await user.click(screen.getAllByRole('button', { name: 'Crear Propiedad' })[1]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor completa la información básica y ubicación antes de guardar.',
    );
    expect(stepButton('Ubicación')).toHaveTextContent('Incompleto');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
