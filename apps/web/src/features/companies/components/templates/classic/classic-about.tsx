import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { companyDescription } from '@/features/companies/utils/company-content';
import { contactSectionId } from '@/features/companies/utils/scroll';
import { CallToAction } from '@/features/companies/components/actions';
import { ContactBlock } from '@/features/companies/components/contact-block';
import { companyStats } from '../stats';
import { Ornament } from './ornament';

/** 'Nuestra historia' with a drop cap, and a framed card with the figures, the contact block and the call. */
export function ClassicAbout({ company }: { company: PublicCompany }) {
  const description = companyDescription(company);
  const stats = companyStats(company);
  return (
    <section className="mx-auto max-w-6xl px-5 py-20 sm:px-8 lg:py-24">
      <div className="text-center">
        <h2 className="text-3xl tracking-wide text-stone-900 sm:text-4xl">Nuestra historia</h2>
        <Ornament className="mt-5" />
      </div>
      <div className="mt-12 grid gap-12 lg:grid-cols-[1.25fr_1fr] lg:gap-16">
        <div>
          {description && (
            <p className="text-lg leading-loose text-stone-700 first-letter:float-left first-letter:mt-1 first-letter:mr-3 first-letter:text-7xl first-letter:leading-[0.8] first-letter:text-(--company-primary)">
              {description}
            </p>
          )}
          <dl className="mt-10 grid grid-cols-2 border-y border-(--company-primary)/25">
            {stats.map((stat, index) => (
              <div
                key={stat.label}
                className={`flex flex-col-reverse py-5 text-center ${index > 0 ? 'border-l border-(--company-primary)/25' : ''}`}
              >
                <dt className="mt-1 text-sm tracking-wide text-stone-500 italic">{stat.label}</dt>
                <dd className="text-4xl text-(--company-primary)">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <aside
          id={contactSectionId}
          className="scroll-mt-20 self-start border border-stone-300 bg-white p-2.5"
        >
          <div className="border border-(--company-primary)/20 px-6 py-8">
            <h3 className="text-center text-xl tracking-[0.12em] text-stone-900 uppercase">
              Atención personalizada
            </h3>
            <ContactBlock company={company} tone="classic" className="mt-6" />
            <CallToAction
              company={company}
              className="mt-8 flex h-12 w-full items-center justify-center bg-(--company-primary) tracking-wide text-(--company-on-primary) transition hover:brightness-110"
            >
              Consulta Personalizada
            </CallToAction>
          </div>
        </aside>
      </div>
    </section>
  );
}
