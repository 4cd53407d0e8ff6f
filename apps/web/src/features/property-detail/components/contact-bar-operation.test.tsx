import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { buildPropertyDetail } from '../testing/build-property-detail';
import { answerProperty, stubDetailApi } from '../testing/stub-detail-api';
import { setUpDetailPageScreen } from '../testing/detail-page-screen';

setUpDetailPageScreen();

/** A flat offered for sale and for rent. */
const saleAndRent = buildPropertyDetail({
  listings: [
    {
      id: 1,
      operation: 'sale',
      price: '450000.00',
      currency: 'USD',
      status: 'active',
      maintenance_fee: null,
      min_term_months: null,
      price_pen: '1687500.00',
    },
    {
      id: 2,
      operation: 'rent',
      price: '3500.00',
      currency: 'PEN',
      status: 'active',
      maintenance_fee: null,
      min_term_months: 12,
      price_pen: '3500.00',
    },
  ],
});

const barPrice = async () =>
  within(await screen.findByRole('region', { name: 'Contacto rápido' }, { timeout: 5000 })).getByText(
    /^(S\/|US\$|USD)/,
  );

describe("The phone's contact bar of a property offered for sale and for rent", { timeout: 15_000 }, () => {
  it('shows the rent when the visitor came from a search for rents', async () => {
    stubDetailApi({ property: answerProperty(saleAndRent) });
    renderApp('/propiedad/casa-en-miraflores-7?operation=rent');
    expect(await barPrice()).toHaveTextContent('S/ 3,500 /mes');
  });

  it('shows the sale otherwise, and ignores an operation it does not know', async () => {
    stubDetailApi({ property: answerProperty(saleAndRent) });
    renderApp('/propiedad/casa-en-miraflores-7?operation=alquiler');
    expect(await barPrice()).toHaveTextContent('USD 450,000');
  });
});
