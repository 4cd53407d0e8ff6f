import type { ReactNode } from 'react';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { socialNetworks } from '@inmuebles/shared/companies/company-schema';
import { isHttpUrl, socialNetworkLabels } from '@inmuebles/shared/companies/management-schema';
import { CompanyBanner, CompanyLogoImage } from './company-images';
import { GlobeIcon, LinkIcon, MailIcon, PhoneIcon } from '@/components/icons/contact-icons';
import { MapPinIcon } from '@/components/icons/property-icons';

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> admits only dt/dd groups, so the decorative icon sits inside the <dt>, in the row's first column.
    <div className="relative min-w-0 pl-7">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span aria-hidden="true" className="absolute top-0.5 left-0 text-slate-400">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-sm [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}

const linkClass = 'text-blue-700 underline-offset-2 hover:underline';

/** An address as a link opening in a new tab; plain text when it is not http(s) (older data). */
function ExternalLink({ href }: { href: string }) {
  if (!isHttpUrl(href)) return <>{href}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {href}
    </a>
  );
}

/** View mode: the company as its staff manage it (images, about, contact data, social links). */
export function CompanyOverview({ company }: { company: PublicCompany }) {
  const about = company.about ?? company.description;
  const socials = socialNetworks.filter((network) => company.social_links[network]);
  const hasContact = Boolean(company.email || company.phone || company.address || company.website);

  return (
    <section
      aria-label="Información de la empresa"
      className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200/80"
    >
      <div className="relative">
        <CompanyBanner company={company} className="h-32 w-full sm:h-44" />
        <CompanyLogoImage
          company={company}
          className="absolute -bottom-8 left-4 size-16 rounded-xl text-2xl shadow-md ring-4 ring-white sm:left-6 sm:size-20 sm:text-3xl"
        />
      </div>
      <div className="px-4 pt-11 pb-6 sm:px-6">
        <h2 className="text-xl font-semibold text-slate-900">{company.name}</h2>
        <p className="text-sm text-slate-500">/empresa/{company.slug}</p>
        {about ? (
          <p className="mt-4 max-w-3xl text-sm leading-relaxed whitespace-pre-line text-slate-700">{about}</p>
        ) : (
          <p className="mt-4 text-sm text-slate-500 italic">Sin descripción.</p>
        )}

        <div className="mt-6 grid gap-6 border-t border-slate-100 pt-6 md:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Contacto</h3>
            {hasContact ? (
              <dl className="mt-3 space-y-3">
                {company.email && (
                  <ContactRow icon={<MailIcon className="size-4" />} label="Correo electrónico">
                    <a href={`mailto:${company.email}`} className={linkClass}>
                      {company.email}
                    </a>
                  </ContactRow>
                )}
                {company.phone && (
                  <ContactRow icon={<PhoneIcon className="size-4" />} label="Teléfono">
                    {company.phone}
                  </ContactRow>
                )}
                {company.address && (
                  <ContactRow icon={<MapPinIcon className="size-4" />} label="Dirección">
                    {company.address}
                  </ContactRow>
                )}
                {company.website && (
                  <ContactRow icon={<GlobeIcon className="size-4" />} label="Sitio web">
                    <ExternalLink href={company.website} />
                  </ContactRow>
                )}
              </dl>
            ) : (
              <p className="mt-3 text-sm text-slate-500 italic">Sin datos de contacto.</p>
            )}
          </div>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Redes sociales</h3>
            {socials.length > 0 ? (
              <dl className="mt-3 space-y-3">
                {socials.map((network) => (
                  <ContactRow
                    key={network}
                    icon={<LinkIcon className="size-4" />}
                    label={socialNetworkLabels[network]}
                  >
                    <ExternalLink href={company.social_links[network] ?? ''} />
                  </ContactRow>
                ))}
              </dl>
            ) : (
              <p className="mt-3 text-sm text-slate-500 italic">Sin redes sociales.</p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
