// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerListing, OwnerListingsResponse } from '@inmuebles/shared/owners/owner-schema';
import { ownerMessages } from '@inmuebles/shared/owners/owner-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi, type ApiHandler } from '@/testing/stub-api';
import { testSearcher } from '@/testing/test-users';

const listing = (overrides: Partial<OwnerListing>): OwnerListing => ({
  id: 1,
  slug: 'departamento-en-lince-1',
  title: 'Departamento en Lince',
  status: 'draft',
  review_status: null,
  review_reason: null,
  registry_verified: false,
  hidden_reason: null,
  view_count: 0,
  favorite_count: 0,
  contact_count: 0,
  published_at: null,
  updated_at: '2026-11-30T10:00:00.000Z',
  ...overrides,
});

const answer = (properties: OwnerListing[], extra: Partial<OwnerListingsResponse> = {}) => ({
  properties,
  active: properties.filter((p) => p.status !== 'archived').length,
  max_active: 2,
  show_phone: false,
  ...extra,
});

const enquiry = {
  id: 5,
  name: 'Lucía Quispe',
  email: 'lucia@correo.pe',
  phone: '912345678',
  message: '¿Se aceptan mascotas?',
  read_at: null,
  created_at: '2026-12-01T15:00:00.000Z',
  property: { id: 2, slug: 'casa-en-surco-2', title: 'Casa en Surco' },
  project: null,
  agent: null,
};

function stubOwner(extra: Record<string, ApiHandler> = {}) {
  return stubApi({
    'GET /api/v1/auth/me': () => jsonResponse({ user: testSearcher }),
    'GET /api/v1/owner/properties': () =>
      jsonResponse(
        answer([
          listing({ review_status: 'pending' }),
          listing({
            id: 2,
            slug: 'casa-en-surco-2',
            title: 'Casa en Surco',
            status: 'published',
            review_status: 'approved',
            registry_verified: true,
            view_count: 1234,
            favorite_count: 7,
            contact_count: 3,
            published_at: '2026-11-20T10:00:00.000Z',
          }),
          listing({
            id: 3,
            slug: 'oficina-3',
            title: 'Oficina en San Isidro',
            status: 'archived',
            review_status: 'rejected',
            review_reason: 'La partida no corresponde a la dirección',
          }),
        ]),
      ),
    'GET /api/v1/owner/contact_requests': () =>
      jsonResponse({
        contact_requests: [enquiry],
        pagination: { current_page: 1, total_pages: 1, total_count: 1, per_page: 20 },
        unread_count: 1,
      }),
    ...extra,
  });
}

beforeEach(() => signIn('tok', testSearcher));
afterEach(() => vi.unstubAllGlobals());

describe('Mis inmuebles', { timeout: 20_000 }, () => {
  it('lists each listing with its state, what it means, its counts and the limit', async () => {
    stubOwner();
    renderApp('/mis-inmuebles');
    const list = await screen.findByRole('list', { name: 'Mis inmuebles' });
    const review = within(list).getByRole('article', { name: 'Departamento en Lince' });
    expect(within(review).getByText('Por revisar')).toBeInTheDocument();
    expect(
      within(review).getByText(/Un administrador revisa tu aviso y la partida registral/),
    ).toBeInTheDocument();

    const published = within(list).getByRole('article', { name: 'Casa en Surco' });
    expect(within(published).getByText('Publicado')).toBeInTheDocument();
    expect(within(published).getByText('Propietario con partida verificada')).toBeInTheDocument();
    expect(within(published).getByRole('link', { name: 'Casa en Surco' })).toHaveAttribute(
      'href',
      '/propiedad/casa-en-surco-2',
    );
    expect(within(published).getByText('1,234')).toBeInTheDocument();
    expect(within(published).getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/mis-inmuebles/editar/casa-en-surco-2',
    );

    const archived = within(list).getByRole('article', { name: 'Oficina en San Isidro' });
    expect(within(archived).getByText('Archivado')).toBeInTheDocument();
    // Two of two places taken: the limit in place of "Publicar mi inmueble".
    expect(screen.getByText('2 de 2 inmuebles activos (los archivados no cuentan).')).toBeInTheDocument();
    expect(screen.getByText(ownerMessages.limit)).toBeInTheDocument();
  });

  it("shows a rejected listing's reason and sends it back to review", async () => {
    const user = userEvent.setup();
    const calls = stubOwner({
      'GET /api/v1/owner/properties': () =>
        jsonResponse(
          answer([listing({ review_status: 'rejected', review_reason: 'Falta la foto de la fachada' })]),
        ),
      'PATCH /api/v1/properties/1': () => jsonResponse({ property: {} }),
    });
    renderApp('/mis-inmuebles');
    const item = await screen.findByRole('article', { name: 'Departamento en Lince' });
    expect(within(item).getByText('Rechazado')).toBeInTheDocument();
    expect(within(item).getByText('Falta la foto de la fachada')).toBeInTheDocument();
    // The page's own entry, beside the header's.
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Publicar mi inmueble' }),
    ).toHaveAttribute('href', '/mis-inmuebles/nuevo');
    await user.click(within(item).getByRole('button', { name: 'Enviar a revisión' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        property: { status: 'published' },
      }),
    );
  });

  it("says why a status change was refused (the limit's 409)", async () => {
    const user = userEvent.setup();
    stubOwner({
      'GET /api/v1/owner/properties': () =>
        jsonResponse(answer([listing({ status: 'archived', published_at: '2026-11-01T00:00:00.000Z' })])),
      'PATCH /api/v1/properties/1': () =>
        jsonResponse({ error: 'owner_listing_limit', message: ownerMessages.limit }, 409),
    });
    renderApp('/mis-inmuebles');
    const item = await screen.findByRole('article', { name: 'Departamento en Lince' });
    await user.click(within(item).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ownerMessages.limit);
  });

  it('saves the phone choice at once', async () => {
    const user = userEvent.setup();
    const calls = stubOwner({
      'PATCH /api/v1/owner/settings': () => jsonResponse(answer([], { show_phone: true })),
    });
    renderApp('/mis-inmuebles');
    const box = await screen.findByRole('checkbox', { name: 'Mostrar mi teléfono en mis avisos' });
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ show_phone: true });
  });

  it("opens the enquiries from the e-mail's link and marks one read", async () => {
    const user = userEvent.setup();
    const calls = stubOwner({
      'PATCH /api/v1/contact_requests/5': () =>
        jsonResponse({ contact_request: { ...enquiry, read_at: '2026-12-01T16:00:00.000Z' } }),
    });
    renderApp('/mis-inmuebles?tab=consultas');
    const item = await screen.findByRole('article', { name: 'Consulta de Lucía Quispe' });
    expect(within(item).getByText('¿Se aceptan mascotas?')).toBeInTheDocument();
    expect(screen.getByText(/Tienes 1 sin leer/)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: /leída/i }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ read: true }));
  });
});
