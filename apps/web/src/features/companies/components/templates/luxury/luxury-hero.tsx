import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { companyAbout } from '@/features/companies/utils/company-content';
import { CallToAction, ScrollToPropertiesButton } from '@/features/companies/components/actions';
import { CompanyCover } from '@/features/companies/components/company-cover';
import { CompanyLogo } from '@/features/companies/components/company-logo';

/** Full-height cover under a dark veil, a thin bar with the name, and the headline at the bottom. */
export function LuxuryHero({ company }: { company: PublicCompany }) {
  const about = companyAbout(company);
  return (
    <section className="relative isolate flex min-h-[640px] flex-col overflow-hidden sm:min-h-[100svh] lg:max-h-[960px]">
      <CompanyCover company={company} priority className="absolute inset-0 -z-20 size-full scale-105" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10"
        style={{
          backgroundImage:
            'linear-gradient(180deg, color-mix(in srgb, var(--lux-ink) 70%, transparent) 0%, color-mix(in srgb, var(--lux-ink) 25%, transparent) 35%, color-mix(in srgb, var(--lux-ink) 92%, transparent) 100%)',
        }}
      />

      <header className="relative z-10">
        <div className="mx-auto flex h-20 max-w-7xl items-center gap-4 px-6 sm:px-10">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <CompanyLogo
              company={company}
              className="size-11 rounded-full"
              imageClassName="bg-stone-100 p-0.5 ring-1 ring-(--lux-gold)/60"
              tileClassName="text-lg"
            />
            <p className="line-clamp-2 text-xs leading-relaxed tracking-[0.22em] text-stone-100 uppercase sm:text-sm sm:tracking-[0.3em]">
              {company.name}
            </p>
          </div>
          <nav aria-label="Secciones" className="flex items-center gap-6">
            <ScrollToPropertiesButton className="hidden text-xs tracking-[0.3em] text-stone-200 uppercase transition hover:text-(--lux-gold) sm:inline">
              Propiedades
            </ScrollToPropertiesButton>
            <CallToAction
              company={company}
              className="border border-(--lux-gold)/70 px-4 py-2.5 text-[0.7rem] tracking-[0.25em] text-(--lux-gold) uppercase transition hover:bg-(--lux-gold) hover:text-(--lux-ink)"
            >
              Contactar
            </CallToAction>
          </nav>
        </div>
      </header>

      <div className="relative mx-auto mt-auto w-full max-w-7xl px-6 pt-24 pb-16 sm:px-10 sm:pb-24">
        <span aria-hidden="true" className="block h-px w-20 bg-(--lux-gold)" />
        <h1 className="mt-8 max-w-4xl text-5xl leading-[1.05] font-light tracking-tight text-stone-50 sm:text-7xl lg:text-8xl">
          {company.name}
        </h1>
        {about && (
          <p className="mt-8 max-w-xl text-lg leading-relaxed font-light text-stone-300 sm:text-xl">
            {about}
          </p>
        )}
        <div className="mt-12 flex flex-col gap-4 sm:flex-row">
          <ScrollToPropertiesButton className="inline-flex h-14 items-center justify-center bg-(--lux-gold) px-9 text-xs tracking-[0.3em] text-(--lux-ink) uppercase transition hover:bg-stone-100">
            Explorar Colección
          </ScrollToPropertiesButton>
          <CallToAction
            company={company}
            className="inline-flex h-14 items-center justify-center border border-stone-100/60 px-9 text-xs tracking-[0.3em] text-stone-100 uppercase transition hover:border-(--lux-gold) hover:text-(--lux-gold)"
          >
            Consulta Personalizada
          </CallToAction>
        </div>
      </div>
    </section>
  );
}
