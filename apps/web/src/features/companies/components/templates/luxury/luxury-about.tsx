import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { companyDescription } from '@/features/companies/utils/company-content';
import { companyStats } from '../stats';

/** A quiet, wide paragraph about the firm and its figures in large gold numerals. */
export function LuxuryAbout({ company }: { company: PublicCompany }) {
  const description = companyDescription(company);
  const stats = companyStats(company);
  return (
    <section className="mx-auto max-w-7xl px-6 py-24 sm:px-10 lg:py-36">
      <div className="grid gap-14 lg:grid-cols-12 lg:gap-10">
        <div className="lg:col-span-3">
          <p className="text-[0.7rem] tracking-[0.4em] text-(--lux-gold) uppercase">Nosotros</p>
          <span aria-hidden="true" className="mt-6 block h-px w-12 bg-(--lux-gold)/60" />
        </div>
        <div className="lg:col-span-9">
          {description && (
            <p className="text-xl leading-relaxed font-light text-stone-100 sm:text-3xl sm:leading-relaxed">
              {description}
            </p>
          )}
          <dl className="mt-16 grid grid-cols-2 gap-10 border-t border-(--lux-gold)/20 pt-10 sm:max-w-2xl">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-3">
                <dt className="text-[0.7rem] tracking-[0.3em] text-stone-400 uppercase">{stat.label}</dt>
                <dd className="text-5xl font-light text-(--lux-gold) sm:text-6xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
