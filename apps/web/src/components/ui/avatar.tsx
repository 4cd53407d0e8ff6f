import { useState } from 'react';
import { getInitials } from '@inmuebles/shared/users/names';

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-xl' } as const;

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
      <img src={imageUrl} alt="" className={`${shape} object-cover`} onError={() => setFailedUrl(imageUrl)} />
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
