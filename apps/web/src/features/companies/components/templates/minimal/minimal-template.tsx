import { companyDescription } from '@/features/companies/utils/company-content';
import { contactSectionId } from '@/features/companies/utils/scroll';
import { CallToAction } from '@/features/companies/components/actions';
import { CompanyFooter } from '@/features/companies/components/near-company-footer';
import { ContactBlock } from '@/features/companies/components/contact-block';
import { PropertiesSection } from '@/features/companies/components/near-properties-section';
import { SocialLinks } from '@/features/companies/components/social-links';
import { companyStats } from '../stats';
import type { TemplateProps } from '../template-props';
import { MinimalHeader } from './minimal-header';
import { SectionLabel } from './section-label';

const column = 'mx-auto max-w-6xl px-5 sm:px-8';
const split = 'grid gap-8 lg:grid-cols-[14rem_1fr] lg:gap-16';

/** The properties section's heading, one element for every render (near-properties-section.ts). */
const propertiesHeader = (
  <div className={`${split} mb-10`}>
    <SectionLabel number="02">Propiedades</SectionLabel>
    <h2 className="text-3xl font-light tracking-tight sm:text-4xl">Portafolio</h2>
  </div>
);

/** Minimal: white space, hairlines, small capitals and numbered sections. */
export function MinimalTemplate({ company }: TemplateProps) {
  const description = companyDescription(company);
  const stats = companyStats(company);
  return (
    <div className="text-zinc-900">
      <MinimalHeader company={company} />

      <section className={`${column} py-24 lg:py-32`}>
        <div className={split}>
          <SectionLabel number="01">Nosotros</SectionLabel>
          <div>
            {description && (
              <p className="text-2xl leading-relaxed font-light text-zinc-800 sm:text-[1.7rem]">
                {description}
              </p>
            )}
            <dl className="mt-14 grid grid-cols-2 border-t border-zinc-200 sm:max-w-lg">
              {stats.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse gap-1 pt-6">
                  <dt className="text-[0.7rem] tracking-[0.2em] text-zinc-500 uppercase">{stat.label}</dt>
                  <dd className="text-4xl font-light">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <PropertiesSection
        slug={company.slug}
        tone="minimal"
        className={`${column} pb-24 lg:pb-32`}
        header={propertiesHeader}
      />

      <section id={contactSectionId} className={`${column} scroll-mt-20 pb-24 lg:pb-32`}>
        <div className={split}>
          <SectionLabel number="03">Contacto</SectionLabel>
          <div>
            <ContactBlock company={company} tone="minimal" />
            <div className="mt-12 flex flex-col gap-8 sm:flex-row sm:items-center sm:justify-between">
              <CallToAction
                company={company}
                className="text-3xl font-light tracking-tight text-(--company-primary) underline decoration-1 underline-offset-[10px] hover:opacity-70 sm:text-4xl"
              >
                Conversemos
              </CallToAction>
              <SocialLinks
                links={company.social_links}
                companyName={company.name}
                linkClassName="size-9 text-zinc-500 hover:text-(--company-primary)"
              />
            </div>
          </div>
        </div>
      </section>

      <CompanyFooter company={company} tone="minimal" />
    </div>
  );
}
