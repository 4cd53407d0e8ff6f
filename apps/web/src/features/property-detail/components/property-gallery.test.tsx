import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildPhotos } from '../testing/build-property-detail';
import { galleryPhotos } from '../utils/gallery';
import { gallerySizes, PropertyGallery } from './property-gallery';

function renderGallery(count: number) {
  const photos = galleryPhotos({ photos: buildPhotos(count), media_assets: [], main_photo: null });
  render(<PropertyGallery photos={photos} propertyTitle="Casa en Miraflores" />);
}

const mainImage = () =>
  within(screen.getByRole('button', { name: 'Ver foto en pantalla completa' })).getByRole('img');
const counter = () => screen.getByTestId('gallery-counter');

describe('PropertyGallery', () => {
  it('walks the pictures with wrapping arrows and the counter', async () => {
    renderGallery(3);
    expect(counter()).toHaveTextContent('1 de 3');
    expect(mainImage()).toHaveAttribute('src', '/uploads/large-1.webp');

    await userEvent.click(screen.getByRole('button', { name: 'Foto anterior' }));
    expect(counter()).toHaveTextContent('3 de 3');
    expect(mainImage()).toHaveAttribute('src', '/uploads/large-3.webp');

    await userEvent.click(screen.getByRole('button', { name: 'Foto siguiente' }));
    expect(counter()).toHaveTextContent('1 de 3');

    await userEvent.click(screen.getByRole('button', { name: 'Ver foto 2' }));
    expect(counter()).toHaveTextContent('2 de 3');
  });

  it("shows at most 6 thumbnails, the last with '+N' when more exist", () => {
    renderGallery(10);
    const strip = screen.getByRole('list', { name: 'Miniaturas' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(6);
    expect(within(strip).getByRole('button', { name: 'Ver 4 fotos más' })).toHaveTextContent('+4');
  });

  it('has no +N with 6 pictures or fewer', () => {
    renderGallery(6);
    expect(within(screen.getByRole('list', { name: 'Miniaturas' })).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByText(/^\+\d+$/)).not.toBeInTheDocument();
  });

  it('shows a fallback without pictures', () => {
    renderGallery(0);
    expect(screen.getByText('Sin fotos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Foto siguiente' })).not.toBeInTheDocument();
  });
});

describe('PhotoViewer', () => {
  it('opens at the chosen picture, moves with the arrow keys (wrapping), closes with Escape and gives focus back', async () => {
    renderGallery(10);
    const more = screen.getByRole('button', { name: 'Ver 4 fotos más' });
    await userEvent.click(more);

    const dialog = await screen.findByRole('dialog', { name: 'Fotos de la propiedad' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('6 de 10')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByText('10 de 10')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('1 de 10')).toBeInTheDocument();
    expect(within(dialog).getByText('Vista de la sala')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('10 de 10')).toBeInTheDocument();
    expect(within(dialog).getByText('Foto 10')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(more).toHaveFocus();
    // The gallery stays on the last picture seen.
    expect(counter()).toHaveTextContent('10 de 10');
  });

  it('keeps Tab inside the dialog', async () => {
    renderGallery(3);
    await userEvent.click(screen.getByRole('button', { name: 'Ver foto en pantalla completa' }));
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Cerrar' });
    const lastThumb = within(dialog).getByRole('button', { name: 'Ver foto 3' });

    await userEvent.tab({ shift: true });
    expect(lastThumb).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('moves with its buttons and thumbnails and closes with the close button', async () => {
    renderGallery(3);
    const opener = screen.getByRole('button', { name: 'Ver foto en pantalla completa' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Foto anterior' }));
    expect(within(dialog).getByText('3 de 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver foto 2' }));
    expect(within(dialog).getByText('2 de 3')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('offers every rendition of the main picture, AVIF first, at the width the page draws it', () => {
    const photos = galleryPhotos({
      photos: buildPhotos(2).map((p) => ({
        ...p,
        variants: [400, 800, 1600].map((width) => ({
          width,
          webp_url: `/uploads/${p.id}/${width}w.webp`,
          avif_url: `/uploads/${p.id}/${width}w.avif`,
        })),
      })),
      media_assets: [],
      main_photo: null,
    });
    const { container } = render(<PropertyGallery photos={photos} propertyTitle="Casa en Miraflores" />);
    const img = mainImage();
    expect(img).toHaveAttribute(
      'srcset',
      '/uploads/1/400w.webp 400w, /uploads/1/800w.webp 800w, /uploads/1/1600w.webp 1600w',
    );
    expect(img).toHaveAttribute('sizes', gallerySizes);
    expect(img).toHaveAttribute('fetchpriority', 'high');
    const avif = container.querySelector('picture > source[type="image/avif"]');
    expect(avif).toHaveAttribute(
      'srcset',
      '/uploads/1/400w.avif 400w, /uploads/1/800w.avif 800w, /uploads/1/1600w.avif 1600w',
    );
    expect(avif).toHaveAttribute('sizes', gallerySizes);
  });

  it('shows a photo without renditions by its large version alone', () => {
    renderGallery(1);
    expect(mainImage()).toHaveAttribute('src', '/uploads/large-1.webp');
    expect(mainImage()).not.toHaveAttribute('srcset');
  });
});
