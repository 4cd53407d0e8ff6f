// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { jsonResponse, type ApiHandler } from '@/testing/stub-api';
import { testAgent } from '@/testing/test-users';
import { stubEditorApi } from '../testing/editor-api';
import { buildEditableProperty } from '../testing/editor-fixtures';
import { button, fillBasicInfo, fillLocation, select, stepButton } from '../testing/editor-screen';
import { openNewPropertyPage, setUpNewPropertyPage, topSave } from '../testing/new-page-screen';

/* Whose property a new one is: an admin chooses the company, a company's staff create for their own. */

/** An admin with a company of their own: a new property is theirs unless they choose another company. */
const testAdmin = { ...testAgent, id: 1, role: 'admin' as const };
/** An admin without a company: they must choose the company of a new property. */
const testAdminWithoutCompany = { ...testAdmin, company_id: null, company: null };

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

/** The editor's API with the console's company search, signed in as `me`. */
const stubCompanyChoiceApi = (me: typeof testAgent, extra: Record<string, ApiHandler> = {}) =>
  stubEditorApi({ 'GET /api/v1/admin/companies': companiesAnswer, ...extra }, me);

setUpNewPropertyPage();

describe('NewPropertyPage: the company', { timeout: 30_000 }, () => {
  it('lets an admin choose the company of a new property, and sends it as company_id', async () => {
    const user = userEvent.setup();
    signIn('tok', testAdmin);
    const created = buildEditableProperty({ id: 77, title: 'Casa frente al parque' });
    const calls = stubCompanyChoiceApi(testAdmin, {
      'POST /api/v1/properties': () => jsonResponse({ property: created }, 201),
    });
    const { router } = await openNewPropertyPage();
    const company = select('Empresa');
    expect(company).toHaveDisplayValue('Mi empresa (Andes Inmobiliaria)');
    expect(await within(company).findByRole('option', { name: 'Inmobiliaria del Sur' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar empresa' }), 'elegida');
    await waitFor(() =>
      expect(within(company).queryByRole('option', { name: 'Inmobiliaria del Sur' })).not.toBeInTheDocument(),
    );
    await user.selectOptions(company, '7');
    await fillBasicInfo(user);
    await user.click(button(/Siguiente/));
    await fillLocation(user);
    await user.click(topSave());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'));
    const post = calls.find((call) => call.method === 'POST' && call.url.pathname === '/api/v1/properties');
    expect(post?.body).toMatchObject({ property: { title: 'Casa frente al parque', company_id: 7 } });
  });

  it('asks an admin without a company for one before sending anything', async () => {
    const user = userEvent.setup();
    signIn('tok', testAdminWithoutCompany);
    const calls = stubCompanyChoiceApi(testAdminWithoutCompany);
    await openNewPropertyPage();
    expect(select('Empresa')).toHaveDisplayValue('Elige la empresa');
    await fillBasicInfo(user);
    // The company is part of step 1: without it, Siguiente stays off and the save names what is missing.
    expect(button(/Siguiente/)).toBeDisabled();
    await user.click(stepButton('Ubicación'));
    await fillLocation(user);
    expect(topSave()).toBeDisabled();
    await user.click(stepButton('Revisión'));
    await user.click(screen.getAllByRole('button', { name: 'Crear Propiedad' })[1]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor completa la información básica y ubicación antes de guardar.',
    );
    await user.click(stepButton('Información Básica'));
    expect(screen.getByText('Elige la empresa de la propiedad')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows no company choice to a company admin, who creates for their own company', async () => {
    const companyAdmin = { ...testAgent, role: 'company_admin' as const };
    signIn('tok', companyAdmin);
    const calls = stubCompanyChoiceApi(companyAdmin);
    await openNewPropertyPage();
    expect(screen.queryByRole('combobox', { name: 'Empresa' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/v1/admin/companies')).toBe(false);
  });
});
