import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { companyAbout } from '@/features/companies/utils/company-content';
import { CallToAction, ScrollToPropertiesButton } from '@/features/companies/components/actions';
import { CompanyCover } from '@/features/companies/components/company-cover';
import { CompanyLogo } from '@/features/companies/components/company-logo';
import { ArrowDownIcon } from '@/components/icons/navigation-icons';

/** A hairline sticky bar, a large light name, the about text, then the cover edge to edge of the column. */
export function MinimalHeader({ company }: { company: PublicCompany }) {
  const about = companyAbout(company);
  return (
    <>
      <header className="sticky top-0 z-30 border-b border-zinc-200/80 bg-(--company-background)/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-5 sm:px-8">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <CompanyLogo company={company} className="size-8 rounded-md" tileClassName="text-sm" />
            <p className="truncate text-xs font-medium tracking-[0.22em] text-zinc-900 uppercase">
              {company.name}
            </p>
          </div>
          <nav aria-label="Secciones" className="flex items-center gap-6 text-xs tracking-[0.18em] uppercase">
            <ScrollToPropertiesButton className="hidden tracking-[0.18em] text-zinc-600 uppercase transition hover:text-zinc-900 sm:inline">
              Propiedades
            </ScrollToPropertiesButton>
            <CallToAction
              company={company}
              className="border-b border-(--company-primary) pb-0.5 text-(--company-primary) transition hover:opacity-70"
            >
              Conversemos
            </CallToAction>
          </nav>
        </div>
      </header>

      <section className="mx-auto max-w-6xl px-5 pt-20 pb-16 sm:px-8 sm:pt-28 lg:pt-36">
        <h1 className="max-w-4xl text-5xl leading-[1.02] font-light tracking-tight break-words text-zinc-900 sm:text-7xl lg:text-8xl">
          {company.name}
        </h1>
        <div className="mt-10 flex flex-col gap-8 sm:flex-row sm:items-end sm:justify-between">
          {about && <p className="max-w-xl text-lg leading-relaxed text-zinc-600">{about}</p>}
          <ScrollToPropertiesButton className="group inline-flex shrink-0 items-center gap-3 self-start text-xs tracking-[0.22em] text-zinc-900 uppercase sm:self-auto">
            Más información
            <span className="inline-flex size-10 items-center justify-center rounded-full border border-zinc-300 transition group-hover:border-zinc-900">
              <ArrowDownIcon className="size-4" strokeWidth={1.7} />
            </span>
          </ScrollToPropertiesButton>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <div className="relative aspect-[4/3] overflow-hidden bg-zinc-100 sm:aspect-[21/9]">
          <CompanyCover company={company} priority className="absolute inset-0 size-full" />
        </div>
      </div>
    </>
  );
}
