import { CompanyFooter } from '@/features/companies/components/near-company-footer';
import { PropertiesSection } from '@/features/companies/components/near-properties-section';
import type { TemplateProps } from '../template-props';
import { ClassicAbout } from './classic-about';
import { ClassicCover } from './classic-cover';
import { ClassicMasthead } from './classic-masthead';
import { Ornament } from './ornament';

/** The properties section's heading, one element for every render (near-properties-section.ts). */
const propertiesHeader = (
  <div className="mb-10 text-center">
    <h2 className="text-3xl tracking-wide text-stone-900 sm:text-4xl">Nuestras propiedades</h2>
    <Ornament className="mt-5" />
  </div>
);

/** Classic: serif typography, a framed cover, centred compositions and fine rules. */
export function ClassicTemplate({ company }: TemplateProps) {
  return (
    <div className="text-stone-800">
      <ClassicMasthead company={company} />
      <ClassicCover company={company} />
      <ClassicAbout company={company} />
      <div className="border-t border-(--company-primary)/15 bg-white/60 py-20 lg:py-24">
        <PropertiesSection
          slug={company.slug}
          tone="classic"
          className="mx-auto max-w-6xl px-5 sm:px-8"
          header={propertiesHeader}
        />
      </div>
      <CompanyFooter company={company} tone="classic" />
    </div>
  );
}
