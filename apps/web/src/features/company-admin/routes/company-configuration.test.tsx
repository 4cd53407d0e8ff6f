// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, type RecordedCall } from '@/testing/stub-api';
import { buildManagedCompany, stubCompanyScreen, testManager } from '../testing/company-admin-api';

const configPath = '/api/v1/companies/andes-inmobiliaria/configuration';

async function openPanel() {
  signIn('tok', testManager);
  renderApp('/dashboard/company');
  // The first screen of a file waits for its lazily loaded code on a busy machine.
  return screen.findByRole('form', { name: 'Configuración visual' }, { timeout: 10_000 });
}

const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the visual configuration panel', { timeout: 30_000 }, () => {
  it('starts from the company configuration', async () => {
    stubCompanyScreen(testManager);
    const panel = await openPanel();
    expect(within(panel).getAllByRole('radio')).toHaveLength(4);
    expect(within(panel).getByRole('radio', { name: 'Moderno' })).toBeChecked();
    for (const name of ['Clásico', 'Lujo', 'Minimalista'])
      expect(within(panel).getByRole('radio', { name })).not.toBeChecked();
    expect(within(panel).getByLabelText('Color primario')).toHaveValue('#1D4ED8');
    expect(within(panel).getByLabelText('Color primario (selector)')).toHaveValue('#1d4ed8');
    expect(within(panel).getByLabelText('Color de fondo')).toHaveValue('#FFFFFF');
    expect(within(panel).getByLabelText('Fuente')).toHaveValue('Inter, sans-serif');
    expect(
      within(panel)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Inter', 'Georgia', 'Playfair Display', 'Helvetica/Arial', 'System UI']);
    expect(within(panel).getByText('0 / 20,000 bytes')).toBeInTheDocument();
  });

  it('names each invalid colour with the spec message and sends nothing', async () => {
    const calls = stubCompanyScreen(testManager);
    const panel = await openPanel();
    await retype(within(panel).getByLabelText('Color primario'), 'azul');
    await retype(within(panel).getByLabelText('Color secundario'), '#12');
    await retype(within(panel).getByLabelText('Color de acento'), '#GGGGGG');
    await retype(within(panel).getByLabelText('Color de fondo'), 'FFFFFF');
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar configuración' }));

    for (const name of ['primario', 'secundario', 'acento', 'fondo']) {
      expect(
        await within(panel).findByText(
          `El color ${name} no es válido. Usa formato hexadecimal (#RGB o #RRGGBB)`,
        ),
      ).toBeInTheDocument();
    }
    expect(within(panel).getByLabelText('Color primario')).toHaveFocus();
    expect(writes(calls)).toEqual([]);

    // Fixed as the user types: the message goes away.
    await retype(within(panel).getByLabelText('Color primario'), '#abc');
    await waitFor(() =>
      expect(within(panel).queryByText(/El color primario no es válido/)).not.toBeInTheDocument(),
    );
  });

  it('saves the form with PUT and says so; the custom CSS counts its bytes', async () => {
    const calls = stubCompanyScreen(testManager, buildManagedCompany(), {
      [`PUT ${configPath}`]: ({ body }) => {
        const values = (body as { company_configuration: Record<string, string> }).company_configuration;
        return jsonResponse({
          company_configuration: { ...values, custom_css: '.company-page-root h1{color:red}' },
          message: 'ok',
        });
      },
    });
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('radio', { name: 'Lujo' }));
    await retype(within(panel).getByLabelText('Color primario'), '#0B1F3A');
    await userEvent.selectOptions(within(panel).getByLabelText('Fuente'), 'Georgia');
    await userEvent.type(within(panel).getByLabelText('CSS personalizado'), 'h1{{color:red}');
    expect(within(panel).getByText('13 / 20,000 bytes')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar configuración' }));

    expect(
      await within(panel).findByText(
        'Configuración visual guardada exitosamente. Refresca la página pública para ver los cambios.',
      ),
    ).toBeInTheDocument();
    expect(writes(calls).map((call) => call.body)).toEqual([
      {
        company_configuration: {
          template_type: 'luxury',
          primary_color: '#0B1F3A',
          secondary_color: '#0EA5E9',
          accent_color: '#F59E0B',
          background_color: '#FFFFFF',
          font_family: 'Georgia, serif',
          custom_css: 'h1{color:red}',
        },
      },
    ]);
    // The box now holds the CSS as the server stored it.
    expect(within(panel).getByLabelText('CSS personalizado')).toHaveValue('.company-page-root h1{color:red}');
  });

  it("shows 'Error al guardar la configuración visual: ' with the server's errors joined by ', '", async () => {
    stubCompanyScreen(testManager, buildManagedCompany(), {
      [`PUT ${configPath}`]: () =>
        jsonResponse(
          {
            error: 'validation_failed',
            message: 'Datos inválidos',
            errors: ['Plantilla no válida', 'Fuente no válida'],
          },
          422,
        ),
    });
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar configuración' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Error al guardar la configuración visual: Plantilla no válida, Fuente no válida',
    );
  });

  it("falls back to the server's message when it sends no errors", async () => {
    stubCompanyScreen(testManager, buildManagedCompany(), {
      [`PUT ${configPath}`]: () =>
        jsonResponse({ error: 'forbidden', message: 'No tienes permiso para editar esta empresa' }, 403),
    });
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Guardar configuración' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Error al guardar la configuración visual: No tienes permiso para editar esta empresa',
    );
  });

  it('asks before applying a preset, then applies it and shows its palette', async () => {
    const calls = stubCompanyScreen(testManager, buildManagedCompany(), {
      [`POST ${configPath}/apply_preset`]: () =>
        jsonResponse({
          color_palette: {
            primary: '#1F2937',
            secondary: '#B45309',
            accent: '#D97706',
            background: '#FFFBEB',
          },
          font_family: "'Playfair Display', serif",
          template_type: 'luxury',
        }),
    });
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Preset Lujo' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName(
      '¿Deseas aplicar el preset "Lujo"? Esto sobreescribirá los colores actuales.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Preset Lujo' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aplicar preset' }),
    );
    expect(await within(panel).findByText('Preset "Lujo" aplicado exitosamente')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writes(calls).map((call) => [call.url.pathname, call.body])).toEqual([
      [`${configPath}/apply_preset`, { preset: 'luxury' }],
    ]);
    expect(within(panel).getByLabelText('Color primario')).toHaveValue('#1F2937');
    expect(within(panel).getByLabelText('Color de fondo')).toHaveValue('#FFFBEB');
    expect(within(panel).getByRole('radio', { name: 'Lujo' })).toBeChecked();
    expect(within(panel).getByLabelText('Fuente')).toHaveValue("'Playfair Display', serif");
  });

  it("reports a failed preset with 'Error al aplicar el preset: ' and the server's message", async () => {
    stubCompanyScreen(testManager, buildManagedCompany(), {
      [`POST ${configPath}/apply_preset`]: () =>
        jsonResponse({ error: 'internal_error', message: 'Error interno del servidor' }, 500),
    });
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Preset Minimalista' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aplicar preset' }),
    );
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Error al aplicar el preset: Error interno del servidor',
    );
    expect(within(panel).getByLabelText('Color primario')).toHaveValue('#1D4ED8');
  });
});
