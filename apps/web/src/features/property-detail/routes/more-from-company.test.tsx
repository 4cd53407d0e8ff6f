import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { buildGridProperty } from '@/components/property-grid/testing/build-grid-property';
import { renderApp } from '@/testing/render-app';
import { buildPropertyDetail } from '../testing/build-property-detail';
import { answerProperty, stubDetailApi } from '../testing/stub-detail-api';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(async () => {
  await import('./property-detail-page');
  // The page's foot is a lazily loaded module of its own.
  await import('../components/page-foot');
});

const scrollIntoView = vi.fn();

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // jsdom has no layout, hence no scrollIntoView: record who asks to be scrolled to.
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  scrollIntoView.mockReset();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const slow = { timeout: 5000 };
const sectionName = 'Más propiedades de Andes Inmobiliaria';
const findSection = () => screen.findByRole('region', { name: sectionName }, slow);

/** `count` other properties of the company (ids from 100; the one on screen is 7). */
const others = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    buildGridProperty({ id: 100 + i, title: `Otra propiedad ${i + 1}` }),
  );

/** A `GET /companies/{slug}/properties` stub paging `all` as the API does, recording each query string. */
function companyPages(all: PropertySummary[], seen: URLSearchParams[] = []) {
  return ({ url }: { url: URL }) => {
    seen.push(url.searchParams);
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    const properties = all.filter((property) => String(property.id) !== url.searchParams.get('exclude'));
    return jsonResponse({
      properties: properties.slice((page - 1) * perPage, page * perPage),
      pagination: {
        current_page: page,
        total_pages: Math.ceil(properties.length / perPage),
        total_count: properties.length,
        per_page: perPage,
      },
    });
  };
}

describe('PropertyDetailPage: more from the company', { timeout: 15_000 }, () => {
  it("lists the company's other properties, six at a time, asking the server to leave this one out", async () => {
    const seen: URLSearchParams[] = [];
    stubDetailApi({
      property: answerProperty(buildPropertyDetail()),
      companyProperties: companyPages(others(8), seen),
    });
    renderApp('/propiedad/casa-en-miraflores-7');

    const section = await findSection();
    const list = await within(section).findByRole('list', { name: 'Propiedades de Andes Inmobiliaria' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getAllByRole('link', { name: 'Ver más' })[0]).toHaveAttribute(
      'href',
      '/propiedad/departamento-en-surco-100',
    );
    expect(within(list).getByText('Otra propiedad 1').closest('li')).toHaveTextContent('S/. 420,000');
    expect(within(section).queryByText('Casa en Miraflores')).not.toBeInTheDocument();
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({ page: '1', per_page: '6', exclude: '7' });
    // The pagination's code loads apart from the grid's, a moment after it.
    expect(await within(section).findByRole('button', { name: 'Página 2' })).toBeInTheDocument();
  });

  it('shows skeleton cards while loading', async () => {
    stubDetailApi({
      property: answerProperty(buildPropertyDetail()),
      companyProperties: () => new Promise<Response>(() => undefined),
    });
    renderApp('/propiedad/casa-en-miraflores-7');
    const section = await findSection();
    expect(within(section).getByTestId('property-grid-skeleton').children).toHaveLength(6);
  });

  it('changes page within the section and scrolls the section, not the page top, into view', async () => {
    const seen: URLSearchParams[] = [];
    stubDetailApi({
      property: answerProperty(buildPropertyDetail()),
      companyProperties: companyPages(others(8), seen),
    });
    renderApp('/propiedad/casa-en-miraflores-7');
    const section = await findSection();
    await within(section).findByText('Otra propiedad 1');
    vi.mocked(window.scrollTo).mockClear();

    await userEvent.click(within(section).getByRole('button', { name: 'Siguiente' }));
    expect(await within(section).findByText('Otra propiedad 7')).toBeInTheDocument();
    const cards = within(section).getByRole('list', { name: 'Propiedades de Andes Inmobiliaria' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section).getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(seen.at(-1)?.get('page')).toBe('2');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('is absent when the company has no other property', async () => {
    const seen: URLSearchParams[] = [];
    stubDetailApi({
      property: answerProperty(buildPropertyDetail()),
      companyProperties: companyPages([], seen),
    });
    renderApp('/propiedad/casa-en-miraflores-7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Casa en Miraflores' }, slow),
    ).toBeInTheDocument();
    await waitFor(() => expect(seen).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: sectionName })).not.toBeInTheDocument());
    expect(screen.queryByText('No se encontraron propiedades')).not.toBeInTheDocument();
    expect(screen.queryByText('Intenta ajustar tus filtros para ver más resultados')).not.toBeInTheDocument();
  });

  it('offers a retry line when loading fails, and never sample cards', async () => {
    let fail = true;
    const list = companyPages(others(2));
    stubDetailApi({
      property: answerProperty(buildPropertyDetail()),
      companyProperties: (request) =>
        fail ? jsonResponse({ error: 'internal', message: 'Error' }, 500) : list(request),
    });
    renderApp('/propiedad/casa-en-miraflores-7');
    const section = await findSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Error al cargar las propiedades');
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();

    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await within(section).findByText('Otra propiedad 2')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("opens a property with 'Ver más', whose page leaves that one out in turn", async () => {
    const seen: URLSearchParams[] = [];
    const next = buildPropertyDetail({
      id: 100,
      slug: 'departamento-en-surco-100',
      title: 'Otra propiedad 1',
    });
    stubDetailApi({
      property: ({ url }) =>
        jsonResponse({
          property: url.pathname.endsWith('/departamento-en-surco-100') ? next : buildPropertyDetail(),
        }),
      companyProperties: companyPages(others(3), seen),
    });
    const { currentUrl } = renderApp('/propiedad/casa-en-miraflores-7');
    const section = await findSection();
    const cardOf = (await within(section).findByText('Otra propiedad 1')).closest('li') as HTMLElement;

    await userEvent.click(within(cardOf).getByRole('link', { name: 'Ver más' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Otra propiedad 1' }, slow),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe('/propiedad/departamento-en-surco-100');
    await waitFor(() => expect(seen.at(-1)?.get('exclude')).toBe('100'));
  });
});
