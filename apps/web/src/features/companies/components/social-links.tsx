import type { CompanySocialLinks, SocialNetwork } from '@inmuebles/shared/companies/company-schema';
import { socialNetworks } from '@inmuebles/shared/companies/social-networks';

const networkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
};

/** Simple brand glyphs, drawn in the current text colour. */
function NetworkIcon({ network, className }: { network: SocialNetwork; className: string }) {
  const common = { 'aria-hidden': true, viewBox: '0 0 24 24', className } as const;
  switch (network) {
    case 'facebook':
      return (
        <svg {...common} fill="currentColor">
          <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2.1H7.7v3h2.6V21h3.2Z" />
        </svg>
      );
    case 'instagram':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="1.8">
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="3.8" />
          <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
        </svg>
      );
    case 'linkedin':
      return (
        <svg {...common} fill="currentColor">
          <path d="M6.9 8.8H3.8V20h3.1V8.8ZM5.4 3.8a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM20.2 13.6c0-3-1.6-5-4.3-5a3.7 3.7 0 0 0-3.3 1.8V8.8H9.6V20h3.1v-5.8c0-1.6.6-2.8 2.1-2.8s2.1 1.2 2.1 2.9V20h3.3v-6.4Z" />
        </svg>
      );
    case 'twitter':
      return (
        <svg {...common} fill="currentColor">
          <path d="M17.6 3.5h3l-6.6 7.6 7.8 9.4h-6.1l-4.8-5.9-5.5 5.9h-3l7-7.9-7.4-9.1h6.2l4.3 5.4 5.1-5.4Zm-1.1 15.2h1.7L7.6 5.2H5.8l10.7 13.5Z" />
        </svg>
      );
  }
}

export interface SocialLinksProps {
  links: CompanySocialLinks;
  companyName: string;
  /** Classes of each round link (the template's colours). */
  linkClassName: string;
  iconClassName?: string;
  className?: string;
}

/** The company's networks that have an address, as labelled icon links opening in a new tab. */
export function SocialLinks({
  links,
  companyName,
  linkClassName,
  iconClassName = 'size-4',
  className = '',
}: SocialLinksProps) {
  // The server sends absolute http(s) addresses; anything else is not rendered as a link at all.
  const present = socialNetworks.filter((network) => /^https?:\/\//i.test(links[network] ?? ''));
  if (present.length === 0) return null;
  return (
    <ul
      className={`flex flex-wrap items-center gap-2.5 ${className}`}
      aria-label={`Redes sociales de ${companyName}`}
    >
      {present.map((network) => (
        <li key={network}>
          <a
            href={links[network] ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${networkNames[network]} de ${companyName}`}
            title={networkNames[network]}
            className={`inline-flex items-center justify-center transition ${linkClassName}`}
          >
            <NetworkIcon network={network} className={iconClassName} />
          </a>
        </li>
      ))}
    </ul>
  );
}
