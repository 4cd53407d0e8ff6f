// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { buildListResponse, buildProperty } from '../testing/build-property';
import { jsonResponse } from '@/testing/stub-api';

/** The listing answers these cards; every other call 404. */
function stubListing(cards: ReturnType<typeof buildProperty>[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      new URL(input, 'http://localhost').pathname === '/api/v1/properties'
        ? jsonResponse(buildListResponse(cards))
        : jsonResponse({ error: 'not_found' }, 404),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = async (title: string) =>
  within((await screen.findByRole('link', { name: title }, { timeout: 5000 })).closest('article')!);

describe('A listing card', () => {
  it("shows the rooms and area of its type, and WhatsApp to the agent with the listing's code and link", async () => {
    stubListing([
      buildProperty({
        id: 39,
        title: 'Departamento en Miraflores',
        slug: 'departamento-en-miraflores',
        bedrooms: 3,
        bathrooms: 2,
        parking_spaces: 1,
        area_m2: '120.00',
        contact_phone: '+51 987 654 321',
      }),
      buildProperty({ id: 40, title: 'Terreno en Pachacámac', property_type: 'land', area_m2: '5000' }),
    ]);
    renderApp('/propiedades');

    const flat = await card('Departamento en Miraflores');
    expect(flat.getByText(/^Características:/).parentElement).toHaveTextContent(
      'Características: 3 dorm. · 2 baños · 120 m²',
    );
    const whatsapp = flat.getByRole('link', { name: 'WhatsApp' });
    const url = new URL(whatsapp.getAttribute('href')!);
    expect(url.pathname).toBe('/51987654321');
    expect(url.searchParams.get('text')).toBe(
      `Hola, me interesa IP-00039: Departamento en Miraflores ${window.location.origin}/propiedad/departamento-en-miraflores`,
    );

    // Land has its area only, and no phone means no WhatsApp button.
    const land = await card('Terreno en Pachacámac');
    expect(land.getByText(/^Características:/).parentElement).toHaveTextContent('Características: 5,000 m²');
    expect(land.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
    expect(land.getByRole('link', { name: 'Ver detalles' })).toBeInTheDocument();
  });

  it('opens the property on the operation searched, so its price bar shows that offer', async () => {
    stubListing([buildProperty({ id: 41, title: 'Depa en Surco', slug: 'depa-en-surco' })]);
    renderApp('/propiedades?operation=rent');
    const flat = await card('Depa en Surco');
    expect(flat.getByRole('link', { name: 'Depa en Surco' })).toHaveAttribute(
      'href',
      '/propiedad/depa-en-surco?operation=rent',
    );
    expect(flat.getByRole('link', { name: 'Contactar' })).toHaveAttribute(
      'href',
      '/propiedad/depa-en-surco?operation=rent#contacto',
    );
  });
});
