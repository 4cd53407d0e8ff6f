// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectCreateBody, UnitTypeCreateBody } from '@inmuebles/shared/projects/project-write-schema';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi, type ApiHandler } from '@/testing/stub-api';
import { testAgent } from '@/testing/test-users';
// Route tests may borrow another feature's fixtures, as route modules compose features.
import { locationAnswers } from '@/features/property-editor/testing/editor-fixtures';
import { buildProject, buildUnitType } from '../testing/project-fixtures';

type User = ReturnType<typeof userEvent.setup>;

/** An admin without a company of their own: they choose the builder of a new project. */
const testAdmin = { ...testAgent, id: 1, role: 'admin' as const, company_id: null, company: null };

/** GET /admin/companies as the console answers it: the companies whose name holds `search`. */
const companiesAnswer: ApiHandler = (call) => {
  const all = [
    { id: 7, name: 'Constructora Elegida' },
    { id: 9, name: 'Inmobiliaria del Sur' },
  ];
  const search = (call.url.searchParams.get('search') ?? '').toLowerCase();
  const companies = all
    .filter((company) => company.name.toLowerCase().includes(search))
    .map((company) => ({
      ...company,
      slug: `empresa-${company.id}`,
      ruc: null,
      verified_at: null,
      agent_registry_number: null,
      agent_registry_verified_at: null,
      suspended_at: null,
      suspended_reason: null,
      members_count: 1,
      properties_count: 0,
    }));
  return jsonResponse({
    companies,
    pagination: { current_page: 1, total_pages: 1, total_count: companies.length },
  });
};

function stubEditorApi(extra: Record<string, ApiHandler> = {}, me: typeof testAgent = testAgent) {
  return stubApi({
    'GET /api/v1/auth/me': () => jsonResponse({ user: me }),
    'GET /api/v1/admin/companies': companiesAnswer,
    'GET /api/v1/my_projects': () =>
      jsonResponse({
        projects: [],
        pagination: { current_page: 1, total_pages: 0, total_count: 0, per_page: 20 },
      }),
    ...Object.fromEntries(
      Object.entries(locationAnswers).map(([key, body]) => [key, () => jsonResponse(body)]),
    ),
    ...extra,
  });
}

const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
const row = (index: number) => screen.getByRole('group', { name: new RegExp(`^Tipología ${index}`) });

async function openEditor() {
  renderApp('/dashboard/projects/new');
  await screen.findByRole('heading', { name: 'Nuevo proyecto', level: 1 }, { timeout: 10_000 });
}

async function fillProject(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Nombre del proyecto' }), 'Residencial Los Pinos');
  await user.type(screen.getByRole('textbox', { name: 'Total de unidades' }), '60');
  await user.selectOptions(select('Mes de entrega'), '6');
  await user.type(screen.getByRole('textbox', { name: 'Año de entrega' }), '2028');
  await user.type(screen.getByRole('textbox', { name: 'Descripción' }), 'Edificio de 12 pisos.');
  await user.type(screen.getByRole('textbox', { name: 'Dirección' }), 'Av. Benavides 1540');
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

async function fillRow(user: User, index: number, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(row(index)).getByRole('textbox', { name: label });
    await user.clear(input);
    await user.type(input, value);
  }
}

const unitValues = (name: string, units: string) => ({
  Nombre: name,
  Dormitorios: '2',
  Baños: '2',
  'Área desde (m²)': '65',
  'Precio desde': '389000',
  'Unidades disponibles': units,
});

beforeEach(() => signIn('tok', testAgent));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NewProjectPage', { timeout: 40_000 }, () => {
  it('sends nothing while fields are missing, and says which', async () => {
    const user = userEvent.setup();
    const calls = stubEditorApi();
    await openEditor();
    await user.click(screen.getByRole('button', { name: 'Guardar y publicar' }));
    expect(await screen.findByText('Revisa los campos marcados antes de guardar.')).toBeInTheDocument();
    expect(screen.getByText('El nombre es requerido')).toBeInTheDocument();
    expect(
      screen.getByText('La fecha de entrega (mes y año) es requerida salvo en entrega inmediata'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("creates the project, shows a unit type's 422 under its row, and a retry saves only what is missing", async () => {
    const user = userEvent.setup();
    let unitTypes = [buildUnitType({ id: 7 })];
    const calls = stubEditorApi({
      'POST /api/v1/projects': () => jsonResponse({ project: buildProject() }, 201),
      'PATCH /api/v1/projects/41': (call) => {
        const status = (call.body as { project: { status?: 'published' } }).project.status;
        return jsonResponse({ project: buildProject({ unit_types: unitTypes, status: status ?? 'draft' }) });
      },
      'POST /api/v1/projects/41/unit_types': (call) => {
        const { unit_type: unit } = call.body as UnitTypeCreateBody;
        if (unit.name === 'Flat 3D-B' && unit.units_available === 50)
          return jsonResponse(
            {
              error: 'validation_failed',
              message: 'Datos no válidos',
              errors: [
                'unit_type.units_available: Las unidades disponibles no pueden superar el total de unidades del proyecto (40)',
              ],
            },
            422,
          );
        if (unit.name === 'Flat 3D-B')
          unitTypes = [...unitTypes, buildUnitType({ id: 8, name: 'Flat 3D-B' })];
        return jsonResponse({ project: buildProject({ unit_types: unitTypes }) }, 201);
      },
    });
    await openEditor();
    await fillProject(user);
    await user.click(screen.getByRole('button', { name: 'Agregar tipología' }));
    await user.click(screen.getByRole('button', { name: 'Agregar tipología' }));
    await fillRow(user, 1, unitValues('Flat 2D-A', '12'));
    // Within the 60 units typed here; the server knows a lower total and refuses it.
    await fillRow(user, 2, unitValues('Flat 3D-B', '50'));
    expect(within(row(2)).getByRole('textbox', { name: 'Unidades disponibles' })).toHaveValue('50');

    await user.click(screen.getByRole('button', { name: 'Guardar y publicar' }));
    expect(
      await within(row(2)).findByText(
        'Las unidades disponibles no pueden superar el total de unidades del proyecto (40)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/El proyecto se guardó, pero algunos tipos de unidad no/)).toBeInTheDocument();

    await fillRow(user, 2, { 'Unidades disponibles': '10' });
    await user.click(screen.getByRole('button', { name: 'Guardar y publicar' }));
    expect(
      await screen.findByText('Proyecto publicado: Residencial Los Pinos', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();

    const writes = calls
      .filter((call) => call.method !== 'GET')
      .map((call) => `${call.method} ${call.url.pathname}`);
    expect(writes).toEqual([
      'POST /api/v1/projects',
      'POST /api/v1/projects/41/unit_types',
      'POST /api/v1/projects/41/unit_types',
      // The retry updates the project created before and sends only the refused unit type again.
      'PATCH /api/v1/projects/41',
      'POST /api/v1/projects/41/unit_types',
      'PATCH /api/v1/projects/41',
    ]);
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      project: { status: 'published' },
    });
  });

  it('lets an admin choose the company of a new project, and sends it with the creation only', async () => {
    const user = userEvent.setup();
    signIn('tok', testAdmin);
    const calls = stubEditorApi(
      {
        'POST /api/v1/projects': () => jsonResponse({ project: buildProject() }, 201),
        'POST /api/v1/projects/41/unit_types': () =>
          jsonResponse({ project: buildProject({ unit_types: [buildUnitType({ id: 7 })] }) }, 201),
      },
      testAdmin,
    );
    await openEditor();
    const company = select('Empresa');
    expect(await within(company).findByRole('option', { name: 'Inmobiliaria del Sur' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar empresa' }), 'elegida');
    await waitFor(() =>
      expect(within(company).queryByRole('option', { name: 'Inmobiliaria del Sur' })).not.toBeInTheDocument(),
    );
    await user.selectOptions(company, '7');
    await fillProject(user);
    await user.click(screen.getByRole('button', { name: 'Agregar tipología' }));
    await fillRow(user, 1, unitValues('Flat 2D-A', '12'));
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(
      await screen.findByText('Proyecto guardado: Residencial Los Pinos', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const created = calls.find((call) => call.method === 'POST' && call.url.pathname === '/api/v1/projects');
    expect((created?.body as ProjectCreateBody).project.company_id).toBe(7);
  });

  it('asks an admin without a company for one before sending anything', async () => {
    const user = userEvent.setup();
    signIn('tok', testAdmin);
    const calls = stubEditorApi({}, testAdmin);
    await openEditor();
    await fillProject(user);
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Elige la empresa del proyecto')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows no company choice to a member, who creates for their own company', async () => {
    stubEditorApi();
    await openEditor();
    expect(screen.queryByRole('combobox', { name: 'Empresa' })).not.toBeInTheDocument();
  });
});
