import { useState } from 'react';
import { getInitials } from '@inmuebles/shared/users/names';

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-xl' } as const;
/** The same sizes in pixels, as the image's width and height (its box is reserved before it loads). */
const pixels = { sm: 32, md: 40, lg: 64 } as const;

export interface AvatarProps {
  name: string;
  imageUrl?: string | null;
  size?: keyof typeof sizes;
}

/** A round avatar: the image when it loads, otherwise the initials of `name`. Decorative. */
export function Avatar({ name, imageUrl, size = 'sm' }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const shape = `${sizes[size]} shrink-0 rounded-full`;
  if (imageUrl && failedUrl !== imageUrl) {
    return (
      // Lazy: a listing shows a logo on each of its 20 cards, and only the first few are on screen.
      <img
        src={imageUrl}
        alt=""
        width={pixels[size]}
        height={pixels[size]}
        loading="lazy"
        decoding="async"
        className={`${shape} object-cover`}
        onError={() => setFailedUrl(imageUrl)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${shape} inline-flex items-center justify-center bg-blue-600 font-semibold text-white`}
    >
      {getInitials(name)}
    </span>
  );
}
