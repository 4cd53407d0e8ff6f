import { useState } from 'react';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';

type Images = Pick<PublicCompany, 'name' | 'logo_url' | 'cover_url' | 'banner_url' | 'configuration'>;

/** The cover (banner) image, or a gradient of the company's primary and secondary colours. Decorative. */
export function CompanyBanner({ company, className }: { company: Images; className: string }) {
  const url = company.cover_url ?? company.banner_url;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url && failedUrl !== url) {
    return <img src={url} alt="" className={`object-cover ${className}`} onError={() => setFailedUrl(url)} />;
  }
  const { primary, secondary } = company.configuration.colors;
  return (
    <div
      aria-hidden="true"
      className={className}
      style={{ backgroundImage: `linear-gradient(135deg, ${primary}, ${secondary})` }}
    />
  );
}

/** The logo, or the company's initial on its primary colour when there is none or it fails to load. */
export function CompanyLogoImage({ company, className }: { company: Images; className: string }) {
  const url = company.logo_url;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url && failedUrl !== url) {
    return (
      <img
        src={url}
        alt={`Logo de ${company.name}`}
        className={`bg-white object-contain ${className}`}
        onError={() => setFailedUrl(url)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`Logo de ${company.name}`}
      className={`inline-flex items-center justify-center font-semibold text-white ${className}`}
      style={{ backgroundColor: company.configuration.colors.primary }}
    >
      {Array.from(company.name.trim())[0]?.toLocaleUpperCase('es-PE') ?? '?'}
    </span>
  );
}
