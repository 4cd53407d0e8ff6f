import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { companyAbout, excerpt, shortAboutLength } from '@/features/companies/utils/company-content';
import { PhoneCallToAction, ScrollToPropertiesButton } from '@/features/companies/components/actions';
import { CompanyCover } from '@/features/companies/components/company-cover';
import { ArrowDownIcon } from '@/components/icons/navigation-icons';
import { companyStats } from '../stats';

/** Bold hero: the cover under a primary-to-secondary gradient, the name, the shortened about text, two actions. */
export function ModernHero({ company }: { company: PublicCompany }) {
  const about = companyAbout(company);
  const stats = companyStats(company);
  return (
    <section className="relative">
      <div className="relative isolate overflow-hidden">
        <CompanyCover company={company} priority className="absolute inset-0 -z-20 size-full" />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10"
          style={{
            backgroundImage:
              'linear-gradient(115deg, color-mix(in srgb, var(--company-primary) 94%, transparent) 0%, color-mix(in srgb, var(--company-primary) 78%, transparent) 45%, color-mix(in srgb, var(--company-secondary) 55%, transparent) 100%)',
          }}
        />
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 size-96 rounded-full bg-white/10 blur-3xl"
        />

        <div className="mx-auto max-w-7xl px-5 pt-16 pb-28 sm:px-8 sm:pt-24 sm:pb-36 lg:pt-28">
          <div className="max-w-3xl text-white">
            <h1 className="text-4xl leading-[1.05] font-extrabold tracking-tight sm:text-6xl lg:text-7xl">
              {company.name}
            </h1>
            {about && (
              <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl">
                {excerpt(about, shortAboutLength)}
              </p>
            )}
            <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <ScrollToPropertiesButton className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-white px-7 font-semibold text-(--company-primary) shadow-xl shadow-black/15 transition hover:-translate-y-0.5">
                Explorar Propiedades
                <ArrowDownIcon className="size-4" strokeWidth={1.7} />
              </ScrollToPropertiesButton>
              <PhoneCallToAction
                company={company}
                className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-(--company-accent) px-7 font-semibold text-(--company-on-accent) shadow-xl shadow-black/15 transition hover:-translate-y-0.5 hover:brightness-105"
              >
                Contactar Ahora
              </PhoneCallToAction>
            </div>
          </div>
        </div>
      </div>

      <div className="relative z-10 mx-auto -mt-14 max-w-7xl px-5 sm:px-8">
        <dl
          className={`grid gap-px overflow-hidden rounded-2xl bg-slate-200 shadow-xl shadow-slate-900/10 ring-1 ring-slate-900/5 ${
            stats.length > 1 ? 'grid-cols-2 sm:max-w-xl' : 'max-w-xs grid-cols-1'
          }`}
        >
          {stats.map((stat) => (
            <div key={stat.label} className="bg-white px-5 py-5 sm:px-7">
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{stat.label}</dt>
              <dd className="mt-1 text-3xl font-extrabold tracking-tight text-(--company-primary)">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
