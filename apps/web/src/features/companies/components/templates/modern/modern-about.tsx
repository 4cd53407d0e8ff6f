import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { companyDescription } from '@/features/companies/utils/company-content';
import { contactSectionId } from '@/features/companies/utils/scroll';
import { ContactBlock } from '@/features/companies/components/contact-block';
import { SocialLinks } from '@/features/companies/components/social-links';

/** 'Sobre nosotros' beside the contact cards and the networks. */
export function ModernAbout({ company }: { company: PublicCompany }) {
  const description = companyDescription(company);
  return (
    <section
      id={contactSectionId}
      className="mx-auto grid max-w-7xl scroll-mt-20 gap-12 px-5 py-20 sm:px-8 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:py-24"
    >
      <div>
        <p className="text-sm font-bold tracking-widest text-(--company-primary) uppercase">Sobre nosotros</p>
        <h2 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {company.name}
        </h2>
        {description && (
          <p className="mt-6 text-lg leading-relaxed whitespace-pre-line text-slate-600">{description}</p>
        )}
        <SocialLinks
          links={company.social_links}
          companyName={company.name}
          className="mt-8"
          linkClassName="size-11 rounded-full bg-(--company-primary)/10 text-(--company-primary) hover:bg-(--company-primary) hover:text-(--company-on-primary)"
          iconClassName="size-5"
        />
      </div>
      <div className="self-start rounded-3xl bg-slate-50 p-3 ring-1 ring-slate-900/5 sm:p-4">
        <ContactBlock company={company} tone="modern" />
      </div>
    </section>
  );
}
