import { useState } from 'react';
import { Link } from '@/lib/router';
import type {
  PropertyDetail,
  PropertyDetailAgent,
  PropertyDetailCompany,
} from '@inmuebles/shared/properties/property-detail-schema';
import {
  advertiserLabels,
  registeredCompanyLabel,
  VERIFIED_REGISTRY_LABEL,
} from '@inmuebles/shared/owners/advertiser';
import { buttonStyles } from '@/components/ui/button-styles';
import { VerifiedBadge } from '@/components/trust-badges';
import { AgentInCharge } from './agent-in-charge';
import { displayHost, telUrl } from '../utils/contact-links';
import { WhatsAppButton } from '@/components/whatsapp/whatsapp-button';
import type { WhatsAppListing } from '@/components/whatsapp/whatsapp-link';
import { GlobeIcon, PhoneIcon } from '@/components/icons/contact-icons';
import { StarIcon } from '@/components/icons/property-icons';
import { FacebookIcon, InstagramIcon } from '@/components/icons/social-icons';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';

/** The spec's fixed rating (docs/decisions.md: static 4.0 until companies have real reviews). */
const staticRating = 4;

/** The logo; when it is missing or fails to load, the name's initial on a blue tile. */
function CompanyLogo({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (logoUrl && failedUrl !== logoUrl) {
    return (
      <img
        src={logoUrl}
        alt={`Logo de ${name}`}
        onError={() => setFailedUrl(logoUrl)}
        className="size-14 shrink-0 rounded-xl bg-white object-contain ring-1 ring-slate-200"
      />
    );
  }
  return (
    <span
      data-testid="company-initial"
      aria-hidden="true"
      className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-blue-600 text-2xl font-bold text-white"
    >
      {Array.from(name.trim())[0]?.toLocaleUpperCase('es-PE') ?? '?'}
    </span>
  );
}

function Rating() {
  return (
    <p className="mt-1 flex items-center gap-1.5">
      <span className="sr-only">{`Calificación: ${staticRating.toFixed(1)} de 5`}</span>
      <span aria-hidden="true" className="flex text-amber-400">
        {[1, 2, 3, 4, 5].map((star) => (
          <StarIcon key={star} filled={star <= staticRating} className="size-4" strokeWidth={1.5} />
        ))}
      </span>
      <span aria-hidden="true" className="text-sm font-semibold text-slate-700">
        {staticRating.toFixed(1)}
      </span>
    </p>
  );
}

const externalLink =
  'inline-flex items-center gap-2 text-sm font-medium text-slate-600 transition-colors hover:text-blue-700';

/**
 * The publishing company (docs/product/public-and-auth.md §2.3): logo, name, rating, profile link, call and
 * WhatsApp, about and links. An owner's listing shows 'Dueño directo' with the owner's first name, the
 * phone they chose to show and the partida mark an admin checked: no rating and no profile, since an
 * owner is not a company (docs/product/owners.md).
 */
export function CompanyCard({
  company,
  agent = null,
  listing,
  advertiser,
}: {
  company: PropertyDetailCompany;
  advertiser: PropertyDetail['advertiser'];
  /** The agent in charge: shown under the company, and their phone is the one to call. */
  agent?: PropertyDetailAgent | null;
  /** The property, named in the WhatsApp message. */
  listing: WhatsAppListing;
}) {
  const { facebook, instagram } = company.social_links;
  const phone = agent?.phone ?? company.phone;
  const isOwner = advertiser.kind === 'owner';
  return (
    <section
      aria-labelledby="empresa-titulo"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {isOwner ? advertiserLabels.owner : 'Publicado por'}
      </p>
      <div className="mt-3 flex items-center gap-3">
        <CompanyLogo name={company.name} logoUrl={company.logo_url} />
        <div className="min-w-0">
          <h2 id="empresa-titulo" className="truncate text-base font-semibold text-slate-900">
            {company.name}
          </h2>
          {!isOwner && <Rating />}
        </div>
      </div>
      {isOwner && advertiser.registry_verified && (
        <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z" />
          </svg>
          {VERIFIED_REGISTRY_LABEL}
        </p>
      )}
      {!isOwner && advertiser.company_registry_number && (
        <p className="mt-3 text-sm font-medium text-emerald-700">
          {registeredCompanyLabel(advertiser.company_registry_number)}
        </p>
      )}
      {company.verified_at && (
        <p className="mt-3">
          <VerifiedBadge verifiedAt={company.verified_at} />
        </p>
      )}

      {!isOwner && (
        <Link
          to={publicPaths.company(company.slug)}
          className={buttonStyles('secondary', 'md', 'mt-4 w-full')}
        >
          Ver Perfil
        </Link>
      )}

      {/* Right above 'Llamar' and 'WhatsApp', which reach this agent. */}
      {agent && <AgentInCharge agent={agent} />}

      {phone && (
        <div className="mt-2 grid grid-cols-2 gap-2">
          <a href={telUrl(phone)} className={buttonStyles('secondary', 'md')}>
            <PhoneIcon className="size-4" />
            Llamar
          </a>
          <WhatsAppButton phone={phone} listing={listing} />
        </div>
      )}

      {company.about && (
        <p className="mt-4 line-clamp-5 text-sm leading-relaxed text-slate-600">{company.about}</p>
      )}

      {(company.website || facebook || instagram) && (
        <ul className="mt-4 space-y-2 border-t border-slate-100 pt-4">
          {company.website && (
            <li>
              <a href={company.website} target="_blank" rel="noopener noreferrer" className={externalLink}>
                <GlobeIcon className="size-4 text-slate-400" />
                <span className="truncate">{displayHost(company.website)}</span>
              </a>
            </li>
          )}
          {facebook && (
            <li>
              <a href={facebook} target="_blank" rel="noopener noreferrer" className={externalLink}>
                <FacebookIcon className="size-4 text-[#1877F2]" />
                Facebook
              </a>
            </li>
          )}
          {instagram && (
            <li>
              <a href={instagram} target="_blank" rel="noopener noreferrer" className={externalLink}>
                <InstagramIcon className="size-4 text-[#E1306C]" strokeWidth={2} />
                Instagram
              </a>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
