import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { PhoneCallToAction, ScrollToPropertiesButton } from '@/features/companies/components/actions';
import { CompanyLogo } from '@/features/companies/components/company-logo';

/** Sticky white bar: logo and name, 'Propiedades' and the 'Contactar' call. */
export function ModernNav({ company }: { company: PublicCompany }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-900/5 bg-white/85 backdrop-blur-lg">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-5 sm:px-8">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <CompanyLogo
            company={company}
            className="size-10 rounded-xl"
            imageClassName="bg-white ring-1 ring-slate-200"
            tileClassName="text-lg"
          />
          <p className="truncate text-base font-bold tracking-tight text-slate-900 sm:text-lg">
            {company.name}
          </p>
        </div>
        <nav aria-label="Secciones" className="flex items-center gap-2">
          <ScrollToPropertiesButton className="hidden rounded-full px-4 py-2 text-sm font-semibold text-slate-700 transition hover:bg-slate-100 hover:text-(--company-primary) sm:inline-flex">
            Propiedades
          </ScrollToPropertiesButton>
          <PhoneCallToAction
            company={company}
            className="inline-flex items-center gap-2 rounded-full bg-(--company-primary) px-4 py-2 text-sm font-semibold text-(--company-on-primary) shadow-md shadow-(--company-primary)/25 transition hover:brightness-110"
          >
            Contactar
          </PhoneCallToAction>
        </nav>
      </div>
    </header>
  );
}
