import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildGridProperty } from '@/components/property-grid/testing/build-grid-property';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi } from '@/testing/stub-api';
import { testSearcher } from '@/testing/test-users';

afterEach(() => vi.unstubAllGlobals());

const offer = (id: number, operation: 'sale' | 'rent', price: string) => ({
  id,
  operation,
  price,
  currency: 'PEN' as const,
  status: 'active' as const,
  maintenance_fee: null,
  min_term_months: null,
  price_pen: price,
});

// Intl writes a no-break space after the currency symbol.
const text = (value: string) => (_: string, node: Element | null) =>
  node?.textContent?.replace(/\s/g, ' ') === value;

describe('Mis favoritos', { timeout: 15_000 }, () => {
  it('shows each offer with its operation badge, and a rent per month, like the cards', async () => {
    const rent = buildGridProperty({ id: 1, price: '2800.00', listings: [offer(1, 'rent', '2800.00')] });
    const sale = buildGridProperty({ id: 2, listings: [offer(2, 'sale', '420000.00')] });
    stubApi({
      'GET /api/v1/user/favorites': () =>
        jsonResponse({
          properties: [
            { ...rent, available: true },
            { ...sale, available: true },
          ],
          pagination: { current_page: 1, per_page: 48, total_pages: 1, total_count: 2 },
        }),
    });
    signIn('tok', testSearcher);
    renderApp('/mis-favoritos');
    const list = await screen.findByRole('list', { name: 'Mis favoritos' });
    const [first, second] = await within(list).findAllByRole('listitem');
    expect(within(first!).getByText('Alquiler')).toBeInTheDocument();
    expect(within(first!).getByText(text('S/ 2,800 /mes'))).toBeInTheDocument();
    expect(within(second!).getByText('Venta')).toBeInTheDocument();
    expect(within(second!).getByText(text('S/ 420,000'))).toBeInTheDocument();
  });
});
