// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryRoots } from '@/lib/query-keys';
import { signIn } from '@/lib/session';
import { renderInRouter } from '@/testing/render-app';
import { testAgent } from '@/testing/test-users';
import { useProperties } from '../api/get-properties';
import { propertyKeys } from '../api/property-keys';
import { buildListResponse, buildProperty } from '../testing/build-property';
import { PropertyCard } from './property-card';
import { jsonResponse } from '@/testing/stub-api';

const query = { page: 1, per_page: 20, sort: 'smart_ranking' } as const;

/** The first card of a cached listing page, as the listing renders it. */
function FirstCard() {
  const { data } = useProperties(query);
  const property = data?.properties[0];
  return property?.kind === 'property' ? <PropertyCard property={property} /> : null;
}

function renderCard(path = '/propiedades?region=15') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(propertyKeys.list(query), buildListResponse([buildProperty({ id: 7 })]));
  // The card's "≈" prices read the rate; cached here so the only call is the favourite's.
  queryClient.setQueryData(queryRoots.exchangeRate, { rate: '3.75', date: '2026-11-20', source: 'env' });
  const { router } = renderInRouter(path, <FirstCard />, (node) => (
    <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
  ));
  return { router, queryClient, heart: () => screen.getByRole('button', { name: 'Favorito' }) };
}

/** A fetch whose favourite call waits until the test settles it. */
function stubFavoriteCall() {
  let settle: (response: Response) => void = () => undefined;
  const pending = new Promise<Response>((resolve) => (settle = resolve));
  const fetchMock = vi.fn(async (url: string) =>
    String(url).endsWith('/csrf') ? jsonResponse({ csrf_token: 'csrf' }) : pending,
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, settle };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the card favourite', () => {
  it('sends a guest to login with the current address and calls nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { router, heart } = renderCard();
    await userEvent.click(heart());
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?returnUrl=%2Fpropiedades%3Fregion%3D15',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills the heart only once the server has answered', async () => {
    signIn('tok', testAgent);
    const { fetchMock, settle } = stubFavoriteCall();
    const { heart, router } = renderCard();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart());
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/v1/properties/departamento-en-jesus-maria-7/favorite',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).toHaveAttribute('aria-busy', 'true');

    settle(jsonResponse({ favorited: true, favorite_count: 4 }));
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(router.state.location.pathname).toBe('/propiedades'); // the card did not open
  });

  it('removes a favourite with DELETE once the server has answered', async () => {
    signIn('tok', testAgent);
    const { fetchMock, settle } = stubFavoriteCall();
    const { heart, queryClient } = renderCard();
    queryClient.setQueryData(
      propertyKeys.list(query),
      buildListResponse([buildProperty({ id: 7, is_favorited: true })]),
    );
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(heart());
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/v1/properties/departamento-en-jesus-maria-7/unfavorite',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    settle(jsonResponse({ favorited: false, favorite_count: 2 }));
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
  });

  it('keeps the heart as it was and only logs when the call fails', async () => {
    signIn('tok', testAgent);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { settle } = stubFavoriteCall();
    const { heart } = renderCard();
    await userEvent.click(heart());
    settle(jsonResponse({ error: 'internal', message: 'Error interno' }, 500));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
