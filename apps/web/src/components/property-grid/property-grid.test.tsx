// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it, vi } from 'vitest';
import { formatPrice } from '@inmuebles/shared/properties/format';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { PropertyGrid, type PropertyGridProps } from './property-grid';
import { PropertyGridSkeleton } from './property-grid-skeleton';
import { buildGridProperty } from './testing/build-grid-property';

function renderGrid(properties: PropertySummary[], props: Partial<PropertyGridProps> = {}) {
  const onPageChange = vi.fn();
  render(
    <MemoryRouter>
      <PropertyGrid
        properties={properties}
        currentPage={1}
        totalPages={1}
        onPageChange={onPageChange}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onPageChange };
}

/** The card (list item) holding `title`. */
const card = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

describe('PropertyGrid cards', () => {
  it('shows photo, type, title, place, description, area, price and a Ver más link to the property', () => {
    renderGrid([buildGridProperty({ id: 3 })]);
    const item = card('Departamento en Surco 3');
    expect(within(item).getByRole('img')).toHaveAttribute('src', '/uploads/thumb-3.webp');
    expect(within(item).getByText('Residencial')).toBeInTheDocument();
    expect(item).toHaveTextContent('Santiago de Surco, Lima');
    expect(
      within(item).getByText('Departamento de 3 dormitorios con terraza, cerca del parque.'),
    ).toHaveClass('line-clamp-2');
    expect(item).toHaveTextContent('95.5 m²');
    const link = within(item).getByRole('link', { name: 'Ver más' });
    expect(link).toHaveAttribute('href', '/propiedad/departamento-en-surco-3');
    expect(link).toHaveAccessibleDescription('Departamento en Surco 3');
  });

  it('offers WhatsApp with the listing named when it has a phone, and not otherwise', () => {
    renderGrid([
      buildGridProperty({ id: 1, contact_phone: '+51987654321' }),
      buildGridProperty({ id: 2, contact_phone: null }),
    ]);
    const chat = within(card('Departamento en Surco 1')).getByRole('link', { name: /WhatsApp/ });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/51987654321\?text=/);
    expect(decodeURIComponent(chat.getAttribute('href')!)).toContain('/propiedad/departamento-en-surco-1');
    expect(within(card('Departamento en Surco 2')).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it("prefixes a PEN price with 'S/.' and never shows another currency as soles", () => {
    renderGrid([
      buildGridProperty({ id: 1, price: '420000.00', currency: 'PEN' }),
      buildGridProperty({ id: 2, price: '350000.00', currency: 'USD' }),
      buildGridProperty({ id: 3, price: '99000.00', currency: 'EUR' }),
    ]);
    expect(card('Departamento en Surco 1')).toHaveTextContent('Precio:S/. 420,000');
    const usd = card('Departamento en Surco 2');
    expect(usd.textContent).toContain(`Precio:${formatPrice('350000', 'USD')}`);
    expect(usd.textContent).not.toMatch(/S\//);
    const eur = card('Departamento en Surco 3');
    expect(eur.textContent).toContain(`Precio:${formatPrice('99000', 'EUR')}`);
    expect(eur.textContent).not.toMatch(/S\//);
  });

  it('shows a placeholder without a photo and when the photo fails to load', () => {
    renderGrid([buildGridProperty({ id: 1, main_photo: null }), buildGridProperty({ id: 2 })]);
    expect(within(card('Departamento en Surco 1')).getByText('Sin fotos')).toBeInTheDocument();
    expect(within(card('Departamento en Surco 1')).queryByRole('img')).not.toBeInTheDocument();

    const second = card('Departamento en Surco 2');
    fireEvent.error(within(second).getByRole('img'));
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    expect(within(second).getByText('Sin fotos')).toBeInTheDocument();
  });

  it('leaves out the area and the description when the property has none', () => {
    renderGrid([buildGridProperty({ id: 1, area_m2: null, description: null })]);
    const item = card('Departamento en Surco 1');
    expect(item).not.toHaveTextContent('m²');
    expect(item).not.toHaveTextContent('Área:');
    expect(within(item).getByRole('link', { name: 'Ver más' })).toBeInTheDocument();
  });
});

describe('PropertyGrid empty state and pagination', () => {
  it("shows the spec's empty state and no pagination when there is nothing", () => {
    renderGrid([], { totalPages: 0 });
    expect(screen.getByText('No se encontraron propiedades')).toBeInTheDocument();
    expect(screen.getByText('Intenta ajustar tus filtros para ver más resultados')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('has no pagination for a single page', () => {
    renderGrid([buildGridProperty()]);
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('pages with the numbers, Anterior and Siguiente', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderGrid(
      Array.from({ length: 6 }, (_, i) => buildGridProperty({ id: i + 1 })),
      { currentPage: 2, totalPages: 3, label: 'Propiedades de Andes' },
    );
    expect(
      within(screen.getByRole('list', { name: 'Propiedades de Andes' })).getAllByRole('listitem'),
    ).toHaveLength(6);
    // The pagination's code loads apart from the grid's, a moment after it.
    expect(await screen.findByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('dims the cards while the next page loads', () => {
    renderGrid([buildGridProperty()], { isUpdating: true });
    expect(screen.getByRole('list', { name: 'Propiedades' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('PropertyGridSkeleton', () => {
  it('draws the asked number of hidden placeholder cards', () => {
    render(<PropertyGridSkeleton count={6} />);
    const skeleton = screen.getByTestId('property-grid-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.children).toHaveLength(6);
  });
});
