import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { buildGridProperty } from '@/components/property-grid/testing/build-grid-property';
import { buildPropertyDetail } from '../testing/build-property-detail';
import { answerProperty, stubDetailApi } from '../testing/stub-detail-api';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(async () => {
  await import('./property-detail-page');
  // The page's foot (similar properties) is a lazily loaded module of its own.
  await import('../components/page-foot');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const listing = (id: number, operation: 'sale' | 'rent', price: string, currency: 'PEN' | 'USD') => ({
  id,
  operation,
  price,
  currency,
  status: 'active' as const,
  maintenance_fee: null,
  min_term_months: null,
  price_pen: price,
});

const rate = { exchange_rate: { rate: '3.75', date: '2026-11-20', source: 'env' } };
const slow = { timeout: 5000 };
// Intl writes a no-break space after the currency symbol.
const text = (value: string) => (_: string, node: Element | null) =>
  node?.textContent?.replace(/\s/g, ' ') === value;

describe('Detail prices', { timeout: 15_000 }, () => {
  it('shows each offer in both currencies, the price per m², the comparison and similar properties', async () => {
    const property = buildPropertyDetail({
      area_m2: '100.00',
      listings: [listing(1, 'sale', '250000.00', 'USD'), listing(2, 'rent', '2800.00', 'PEN')],
      price_comparison: {
        median_price_per_m2_pen: '10650.00',
        currency: 'USD',
        price_per_m2: '2500.00',
        median_price_per_m2: '2840.00',
        difference_percent: -12.3,
        district: 'Miraflores',
        comparables: 7,
      },
    });
    stubDetailApi({
      property: answerProperty(property),
      exchangeRate: () => jsonResponse(rate),
      similar: () => jsonResponse({ properties: [buildGridProperty({ id: 99, title: 'Depa vecino' })] }),
    });
    renderApp(`/propiedad/${property.slug}`);
    const card = within(await screen.findByRole('region', { name: '¿Te interesa esta propiedad?' }, slow));
    expect(card.getByText('Venta')).toBeInTheDocument();
    expect(card.getByText('Alquiler')).toBeInTheDocument();
    expect(card.getByText(text('S/ 2,800 /mes'))).toBeInTheDocument();
    expect(await card.findByText(text('≈ S/ 937,500'))).toBeInTheDocument();
    expect(card.getByText(text('≈ USD 747 /mes'))).toBeInTheDocument();
    expect(card.getByText(text('USD 2,500/m²'))).toBeInTheDocument();
    expect(card.getByText('Tipo de cambio 3.75 del 20/11/2026')).toBeInTheDocument();
    expect(card.getByText('12% por debajo de la mediana de Miraflores')).toBeInTheDocument();
    expect(
      card.getByText(text('USD 2,500/m² vs mediana USD 2,840/m² · 7 ofertas comparables')),
    ).toBeInTheDocument();
    expect(card.queryByText(/Mediana: S\//)).not.toBeInTheDocument();
    const similar = await screen.findByRole('list', { name: 'Propiedades similares' });
    expect(within(similar).getByText('Depa vecino')).toBeInTheDocument();
  });

  it('hides the comparison when there is none and the similar section when it is empty', async () => {
    const property = buildPropertyDetail({ price_comparison: null });
    stubDetailApi({
      property: answerProperty(property),
      exchangeRate: () => jsonResponse(rate),
      similar: () => jsonResponse({ properties: [] }),
    });
    renderApp(`/propiedad/${property.slug}`);
    await screen.findByRole('region', { name: '¿Te interesa esta propiedad?' }, slow);
    expect(screen.queryByText(/de la mediana de/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Propiedades similares' })).not.toBeInTheDocument();
  });
});
