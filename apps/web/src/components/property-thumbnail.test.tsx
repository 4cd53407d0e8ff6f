import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MainPhoto } from '@inmuebles/shared/properties/property-schema';
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
});
