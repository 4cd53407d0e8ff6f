import { useState } from 'react';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { companyCoverUrl } from '../utils/company-content';

export interface CompanyCoverProps {
  company: PublicCompany;
  /** Classes of the image or the fallback (position and size: 'absolute inset-0 size-full'). */
  className: string;
  /** The hero's cover loads first; covers further down wait until they are near. */
  priority?: boolean;
}

/**
 * The company's cover image, or a gradient of its primary and secondary colours when it has none.
 * Decorative: the name next to it already says whose page this is.
 */
export function CompanyCover({ company, className, priority = false }: CompanyCoverProps) {
  const url = companyCoverUrl(company);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url && failedUrl !== url) {
    return (
      <img
        src={url}
        alt=""
        width={1600}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onError={() => setFailedUrl(url)}
        className={`object-cover ${className}`}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={className}
      style={{ backgroundImage: 'linear-gradient(135deg, var(--company-primary), var(--company-secondary))' }}
    />
  );
}
