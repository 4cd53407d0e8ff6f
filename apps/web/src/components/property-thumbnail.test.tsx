import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MainPhoto } from '@inmuebles/shared/properties/property-schema';
import { listingCardSizes } from '@/features/properties/components/card-media';
import { buildProperty } from '@/features/properties/testing/build-property';
import { PropertyCardPhoto } from './property-card-photo';
import { PropertyThumbnail, type PropertyThumbnailProps } from './property-thumbnail';

const photo = (id: number, title: string | null = null): MainPhoto => ({
  id,
  title,
  image_url: `/uploads/large-${id}.webp`,
  thumbnail_url: `/uploads/thumb-${id}.webp`,
});

const props = (overrides: Partial<PropertyThumbnailProps> = {}): PropertyThumbnailProps => ({
  photo: photo(1),
  fallbackAlt: 'Casa en La Molina',
  className: 'size-full',
  placeholder: <p>Sin fotos</p>,
  ...overrides,
});

describe('PropertyThumbnail', () => {
  it("shows the thumbnail, described by the photo's title or else the fallback text", () => {
    const { rerender } = render(
      <PropertyThumbnail {...props({ photo: photo(1, 'Sala con vista al parque') })} />,
    );
    expect(screen.getByRole('img', { name: 'Sala con vista al parque' })).toHaveAttribute(
      'src',
      '/uploads/thumb-1.webp',
    );

    rerender(<PropertyThumbnail {...props({ photo: photo(1) })} />);
    expect(screen.getByRole('img', { name: 'Casa en La Molina' })).toBeInTheDocument();
  });

  it('offers the large rendition only where the slot says how wide it is drawn', () => {
    const { rerender } = render(<PropertyThumbnail {...props()} />);
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');

    rerender(<PropertyThumbnail {...props({ sizes: '100vw' })} />);
    expect(screen.getByRole('img')).toHaveAttribute(
      'srcset',
      '/uploads/thumb-1.webp 400w, /uploads/large-1.webp 1024w',
    );
    expect(screen.getByRole('img')).toHaveAttribute('sizes', '100vw');
  });

  it('shows the placeholder without a photo', () => {
    render(<PropertyThumbnail {...props({ photo: null })} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Sin fotos')).toBeInTheDocument();
  });

  it('falls back to the placeholder when the photo fails, and tries again with a new photo', () => {
    const { rerender } = render(<PropertyThumbnail {...props()} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Sin fotos')).toBeInTheDocument();

    rerender(<PropertyThumbnail {...props({ photo: photo(3) })} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/uploads/thumb-3.webp');
    expect(screen.queryByText('Sin fotos')).not.toBeInTheDocument();
  });

  describe('with renditions', () => {
    const withVariants = (id: number): MainPhoto => ({
      ...photo(id),
      variants: [1600, 400, 800].map((width) => ({
        width,
        webp_url: `/uploads/p${id}/${width}w.webp`,
        avif_url: `/uploads/p${id}/${width}w.avif`,
      })),
    });
    const source = (container: HTMLElement) => container.querySelector('picture > source');

    it('offers AVIF then WebP up to 800 px with their real widths, so a phone never gets the 1600 file', () => {
      const { container } = render(
        <PropertyThumbnail {...props({ photo: withVariants(5), sizes: 'calc(100vw - 2rem)' })} />,
      );
      expect(source(container)).toHaveAttribute('type', 'image/avif');
      expect(source(container)).toHaveAttribute(
        'srcset',
        '/uploads/p5/400w.avif 400w, /uploads/p5/800w.avif 800w',
      );
      expect(source(container)).toHaveAttribute('sizes', 'calc(100vw - 2rem)');
      const img = screen.getByRole('img');
      expect(img).toHaveAttribute('srcset', '/uploads/p5/400w.webp 400w, /uploads/p5/800w.webp 800w');
      expect(img).toHaveAttribute('sizes', 'calc(100vw - 2rem)');
      expect(img).toHaveAttribute('src', '/uploads/p5/400w.webp');
      // The box is reserved before the file arrives.
      expect(img).toHaveAttribute('width', '400');
      expect(img).toHaveAttribute('height', '300');
      expect(img).toHaveAttribute('loading', 'lazy');
    });

    it('loads the first cards at once and first', () => {
      render(<PropertyThumbnail {...props({ photo: withVariants(5), priority: true })} />);
      expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
      expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    });

    it("draws the listing's card at the listing grid's width", () => {
      const { container } = render(
        <PropertyCardPhoto
          property={buildProperty({ main_photo: withVariants(9) })}
          placeholderIcon={null}
          sizes={listingCardSizes}
        />,
      );
      expect(screen.getByRole('img')).toHaveAttribute('sizes', listingCardSizes);
      expect(source(container)).toHaveAttribute('sizes', listingCardSizes);
      // One column on a 390 px phone: its slot is the screen less the page's 1rem paddings.
      expect(listingCardSizes).toMatch(/, calc\(100vw - 2rem\)$/);
    });
  });
});
