import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@inmuebles/shared/properties/format';
import { renderApp } from '@/testing/render-app';
import { buildPropertyDetail } from '../testing/build-property-detail';
import { answerProperty, stubDetailApi } from '../testing/stub-detail-api';
import { jsonResponse } from '@/testing/stub-api';
import { findTitle, setUpDetailPageScreen, slow } from '../testing/detail-page-screen';

setUpDetailPageScreen();

describe('PropertyDetailPage states', { timeout: 15_000 }, () => {
  it('shows a spinner while loading', async () => {
    stubDetailApi({ property: () => new Promise<Response>(() => undefined) });
    renderApp('/propiedad/casa-en-miraflores-7');
    expect(await screen.findByText('Cargando propiedad...', {}, slow)).toBeInTheDocument();
  });

  it('shows the not-found state for an unknown slug, never sample content', async () => {
    stubDetailApi({
      property: () => jsonResponse({ error: 'not_found', message: 'Propiedad no encontrada' }, 404),
    });
    renderApp('/propiedad/no-existe');
    expect(await findTitle('Propiedad no encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Galería/ })).not.toBeInTheDocument();
  });

  it('shows the error panel and loads the property on retry', async () => {
    let fail = true;
    stubDetailApi({
      property: () =>
        fail
          ? jsonResponse({ error: 'internal', message: 'Error' }, 500)
          : jsonResponse({ property: buildPropertyDetail() }),
    });
    renderApp('/propiedad/casa-en-miraflores-7');
    expect(await findTitle('Error al cargar la propiedad')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await findTitle()).toBeInTheDocument();
  });

  it('titles the document with the title, the price with its currency and the product', async () => {
    stubDetailApi({ property: answerProperty(buildPropertyDetail()) });
    renderApp('/propiedad/casa-en-miraflores-7');
    await findTitle();
    await waitFor(() =>
      expect(document.title).toBe(`Casa en Miraflores - ${formatPrice(450000, 'USD')} - InmoPerú`),
    );
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/');
  });
});

describe('PropertyDetailPage content', { timeout: 15_000 }, () => {
  it('shows the chips, the feature tiles, the address and the company card', async () => {
    stubDetailApi({ property: answerProperty(buildPropertyDetail()) });
    renderApp('/propiedad/casa-en-miraflores-7');
    await findTitle();

    const summary = screen.getByRole('list', { name: 'Resumen' });
    expect(within(summary).getByText('220 m²')).toBeInTheDocument();
    // The public reads the publication date and the code to quote, never the internal status.
    expect(within(summary).getByText('Publicado el 10 de enero de 2026')).toBeInTheDocument();
    expect(within(summary).getByText('Código: IP-00007')).toBeInTheDocument();
    expect(within(summary).queryByText('Publicada')).not.toBeInTheDocument();

    const tiles = screen.getByTestId('feature-tiles');
    const tile = (label: string) => within(tiles).getByText(label).closest('div');
    expect(tile('Dormitorios')).toHaveTextContent('4');
    expect(tile('Baños')).toHaveTextContent('3.5');
    expect(tile('Jardín')).toHaveTextContent('Sí');
    expect(within(tiles).queryByText('Piscina')).not.toBeInTheDocument();
    expect(tile('Zonificación')).toHaveTextContent('RDM');

    expect(screen.getByTestId('address-block')).toHaveTextContent('Calle Alcanfores 450');

    const company = screen.getByRole('region', { name: 'Andes Inmobiliaria' });
    expect(within(company).getByRole('link', { name: 'Ver Perfil' })).toHaveAttribute(
      'href',
      '/empresa/andes-inmobiliaria',
    );
    expect(within(company).getByRole('link', { name: 'Llamar' })).toHaveAttribute('href', 'tel:+51012345678');
    // The message names the listing's code and address (IP-00007 is the property's id).
    const whatsapp = `https://wa.me/51012345678?text=${encodeURIComponent(
      `Hola, me interesa IP-00007: Casa en Miraflores ${window.location.origin}/propiedad/casa-en-miraflores-7`,
    )}`;
    expect(within(company).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', whatsapp);
    // And prominently under 'Contactar', not only inside 'Publicado por'.
    expect(screen.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute('href', whatsapp);
    expect(within(company).getByText('Calificación: 4.0 de 5')).toBeInTheDocument();
    expect(within(company).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/andes',
    );
  });

  it("replaces a logo that fails to load with the company's initial", async () => {
    stubDetailApi({ property: answerProperty(buildPropertyDetail()) });
    renderApp('/propiedad/casa-en-miraflores-7');
    await findTitle();
    const logo = screen.getByRole('img', { name: 'Logo de Andes Inmobiliaria' });
    logo.dispatchEvent(new Event('error'));
    expect(await screen.findByTestId('company-initial')).toHaveTextContent('A');
    expect(screen.queryByRole('img', { name: 'Logo de Andes Inmobiliaria' })).not.toBeInTheDocument();
  });

  it("says 'Mapa no disponible' without location and has no video section without video", async () => {
    stubDetailApi({
      property: answerProperty(
        buildPropertyDetail({ geometry: null, latitude: null, longitude: null, polygon_coordinates: null }),
      ),
    });
    renderApp('/propiedad/casa-en-miraflores-7');
    await findTitle();
    expect(screen.getByText('Mapa no disponible')).toBeInTheDocument();
    expect(
      screen.getByText('Esta propiedad no tiene información de ubicación geográfica'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Video' })).not.toBeInTheDocument();
  });

  it('offers the video on its platform next to the embedded player, for when the player cannot load', async () => {
    const url = 'https://youtu.be/M7lc1UVf-VE';
    stubDetailApi({
      property: answerProperty(
        buildPropertyDetail({ video: { url, file_url: null, filename: null, mime: null, type: 'url' } }),
      ),
    });
    renderApp('/propiedad/casa-en-miraflores-7');
    await findTitle();
    // The video's section loads its code a moment after the page's top (components/lazy-near.tsx).
    expect(await screen.findByRole('link', { name: 'Ver en YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    );
  });
});
