import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { companyAbout } from '@/features/companies/utils/company-content';
import { CompanyCover } from '@/features/companies/components/company-cover';

/** The cover in a white mat with a thin inner rule, and the about text beneath it as a quotation. */
export function ClassicCover({ company }: { company: PublicCompany }) {
  const about = companyAbout(company);
  return (
    <figure className="mx-auto max-w-6xl px-5 sm:px-8">
      <div className="border border-stone-300 bg-white p-2.5 shadow-[0_18px_40px_-24px_rgba(41,37,36,0.45)] sm:p-4">
        <div className="relative aspect-[4/3] overflow-hidden outline outline-1 -outline-offset-8 outline-white/70 sm:aspect-[21/9]">
          <CompanyCover company={company} priority className="absolute inset-0 size-full" />
        </div>
      </div>
      {about && (
        <figcaption className="mx-auto mt-10 max-w-3xl text-center text-xl leading-relaxed text-stone-700 italic sm:text-2xl">
          <span
            aria-hidden="true"
            className="mr-1 align-[-0.4em] text-5xl leading-[0] text-(--company-primary)"
          >
            “
          </span>
          {about}
          <span
            aria-hidden="true"
            className="ml-1 align-[-0.4em] text-5xl leading-[0] text-(--company-primary)"
          >
            ”
          </span>
        </figcaption>
      )}
    </figure>
  );
}
