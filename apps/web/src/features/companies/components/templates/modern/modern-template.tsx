import { CompanyFooter } from '@/features/companies/components/near-company-footer';
import { PropertiesSection } from '@/features/companies/components/near-properties-section';
import type { TemplateProps } from '../template-props';
import { ModernAbout } from './modern-about';
import { ModernHero } from './modern-hero';
import { ModernNav } from './modern-nav';

/** The properties section's heading, one element for every render (near-properties-section.ts). */
const propertiesHeader = (
  <div className="mb-10 flex flex-col gap-2">
    <p className="text-sm font-bold tracking-widest text-(--company-primary) uppercase">Portafolio</p>
    <h2 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
      Nuestras propiedades
    </h2>
  </div>
);

/** Modern: a bold gradient hero over the cover, soft cards with shadows, a dark footer. */
export function ModernTemplate({ company }: TemplateProps) {
  return (
    <div className="text-slate-900">
      <ModernNav company={company} />
      <div>
        <ModernHero company={company} />
        <ModernAbout company={company} />
        <div className="bg-(--company-primary)/[0.04] py-20 lg:py-24">
          <PropertiesSection
            slug={company.slug}
            tone="modern"
            className="mx-auto max-w-7xl px-5 sm:px-8"
            header={propertiesHeader}
          />
        </div>
      </div>
      <CompanyFooter company={company} tone="modern" />
    </div>
  );
}
