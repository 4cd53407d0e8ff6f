import { useState } from 'react';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { companyInitial } from '../utils/company-content';

export interface CompanyLogoProps {
  company: Pick<PublicCompany, 'name' | 'logo_url'>;
  /** Size and shape, shared by the image and the fallback tile ('size-12 rounded-xl'). */
  className: string;
  /** Extra classes of the image only (a frame, a white backing). */
  imageClassName?: string;
  /** Extra classes of the fallback tile only (its font). */
  tileClassName?: string;
}

/** The company's logo, or its initial on a tile in the primary colour when there is none or it fails. */
export function CompanyLogo({
  company,
  className,
  imageClassName = '',
  tileClassName = '',
}: CompanyLogoProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = company.logo_url;
  if (url && failedUrl !== url) {
    return (
      <img
        src={url}
        alt={`Logo de ${company.name}`}
        width={96}
        height={96}
        className={`shrink-0 object-contain ${className} ${imageClassName}`}
        onError={() => setFailedUrl(url)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`Logo de ${company.name}`}
      className={`inline-flex shrink-0 items-center justify-center bg-(--company-primary) font-semibold text-(--company-on-primary) ${className} ${tileClassName}`}
    >
      {companyInitial(company.name)}
    </span>
  );
}
