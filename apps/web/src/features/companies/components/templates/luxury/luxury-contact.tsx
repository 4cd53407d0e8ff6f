import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { contactSectionId } from '@/features/companies/utils/scroll';
import { CallToAction } from '@/features/companies/components/actions';
import { CompanyCover } from '@/features/companies/components/company-cover';
import { ContactBlock } from '@/features/companies/components/contact-block';
import { SocialLinks } from '@/features/companies/components/social-links';

/** The contact band in the primary colour beside a tall crop of the cover. */
export function LuxuryContact({ company }: { company: PublicCompany }) {
  return (
    <section id={contactSectionId} className="scroll-mt-20 bg-(--company-primary)">
      <div className="mx-auto grid max-w-7xl lg:grid-cols-2">
        <div className="relative min-h-72 overflow-hidden lg:min-h-[560px]">
          <CompanyCover company={company} className="absolute inset-0 size-full" />
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-gradient-to-t from-black/40 to-transparent"
          />
        </div>
        <div className="px-6 py-20 sm:px-10 lg:px-16 lg:py-28">
          <p className="text-[0.7rem] tracking-[0.4em] text-(--lux-gold) uppercase">Contacto</p>
          <h2 className="mt-6 text-4xl font-light text-stone-50 sm:text-5xl">{company.name}</h2>
          <ContactBlock company={company} tone="luxury" className="mt-12" />
          <div className="mt-12 flex flex-col items-start gap-8">
            <CallToAction
              company={company}
              className="inline-flex h-14 items-center justify-center bg-(--lux-gold) px-9 text-xs tracking-[0.3em] whitespace-nowrap text-(--lux-ink) uppercase transition hover:bg-stone-100"
            >
              Consulta Personalizada
            </CallToAction>
            <SocialLinks
              links={company.social_links}
              companyName={company.name}
              linkClassName="size-10 rounded-full border border-(--lux-gold)/40 text-(--lux-gold) hover:bg-(--lux-gold) hover:text-(--lux-ink)"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
