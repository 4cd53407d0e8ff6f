import type { CSSProperties } from 'react';
import { CompanyFooter } from '@/features/companies/components/near-company-footer';
import { PropertiesSection } from '@/features/companies/components/near-properties-section';
import type { TemplateProps } from '../template-props';
import { LuxuryAbout } from './luxury-about';
import { LuxuryContact } from './luxury-contact';
import { LuxuryHero } from './luxury-hero';

/**
 * The luxury palette, derived from the company's: a near-black ink tinted by the primary colour (dark
 * whatever the primary), and a gold-leaning highlight from the secondary colour, lifted for dark grounds.
 */
const luxuryPalette = {
  '--lux-ink': 'color-mix(in srgb, var(--company-primary) 45%, #050505)',
  '--lux-gold': 'color-mix(in srgb, var(--company-secondary) 78%, #f3e7c9)',
} as CSSProperties;

/** The properties section's heading, one element for every render (near-properties-section.ts). */
const propertiesHeader = (
  <div className="mb-14 flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
    <div>
      <p className="text-[0.7rem] tracking-[0.4em] text-(--lux-gold) uppercase">Portafolio</p>
      <h2 className="mt-5 text-4xl font-light text-stone-50 sm:text-5xl">Nuestra colección</h2>
    </div>
  </div>
);

/** Luxury: a dark ground, gold accents, large imagery and generous whitespace. */
export function LuxuryTemplate({ company }: TemplateProps) {
  return (
    <div style={luxuryPalette} className="bg-(--lux-ink) text-stone-300 scheme-dark">
      <LuxuryHero company={company} />
      <LuxuryAbout company={company} />
      <div className="border-t border-(--lux-gold)/15 py-24 lg:py-32">
        <PropertiesSection
          slug={company.slug}
          tone="luxury"
          className="mx-auto max-w-7xl px-6 sm:px-10"
          header={propertiesHeader}
        />
      </div>
      <LuxuryContact company={company} />
      <CompanyFooter company={company} tone="luxury" />
    </div>
  );
}
