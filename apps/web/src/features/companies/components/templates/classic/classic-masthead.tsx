import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { placeholderEmail, telHref } from '@/features/companies/utils/company-content';
import { PhoneCallToAction, ScrollToPropertiesButton } from '@/features/companies/components/actions';
import { CompanyLogo } from '@/features/companies/components/company-logo';
import { MailIcon, PhoneIcon } from '@/components/icons/contact-icons';
import { SocialLinks } from '@/features/companies/components/social-links';
import { Ornament } from './ornament';

/** A thin bar in the primary colour with phone and e-mail, then the centred masthead between rules. */
export function ClassicMasthead({ company }: { company: PublicCompany }) {
  const tel = telHref(company.phone);
  return (
    <header>
      <div className="bg-(--company-primary) text-sm text-(--company-on-primary)">
        <div className="mx-auto flex h-10 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
          <div className="flex min-w-0 items-center gap-5">
            {company.phone && tel && (
              <a href={tel} className="inline-flex items-center gap-2 hover:underline">
                <PhoneIcon className="size-3.5" strokeWidth={1.7} />
                {company.phone}
              </a>
            )}
            <span className="hidden items-center gap-2 truncate sm:inline-flex">
              <MailIcon className="size-3.5" strokeWidth={1.7} />
              {company.email ?? placeholderEmail}
            </span>
          </div>
          <SocialLinks
            links={company.social_links}
            companyName={company.name}
            linkClassName="size-7 rounded-full hover:bg-white/15"
            iconClassName="size-3.5"
            className="hidden sm:flex"
          />
        </div>
      </div>

      <div className="mx-auto max-w-6xl px-5 pt-12 pb-8 text-center sm:px-8 sm:pt-14">
        <CompanyLogo
          company={company}
          className="mx-auto size-20 rounded-full"
          imageClassName="bg-white p-1.5 shadow-sm ring-1 ring-(--company-primary)/25"
          tileClassName="text-3xl"
        />
        <h1 className="mt-6 text-3xl tracking-[0.08em] text-stone-900 uppercase sm:text-5xl">
          {company.name}
        </h1>
        <Ornament className="mt-6" />
        <nav
          aria-label="Secciones"
          className="mt-6 flex flex-wrap items-center justify-center gap-3 sm:gap-4"
        >
          <ScrollToPropertiesButton className="inline-flex h-11 items-center border border-(--company-primary) px-6 tracking-wide text-(--company-primary) transition hover:bg-(--company-primary) hover:text-(--company-on-primary)">
            Ver Propiedades
          </ScrollToPropertiesButton>
          <PhoneCallToAction
            company={company}
            className="inline-flex h-11 items-center gap-2 bg-(--company-primary) px-6 tracking-wide text-(--company-on-primary) transition hover:brightness-110"
          >
            Contactar
          </PhoneCallToAction>
        </nav>
      </div>
    </header>
  );
}
