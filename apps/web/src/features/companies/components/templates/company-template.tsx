import type { ComponentType } from 'react';
import type { TemplateType } from '@inmuebles/shared/companies/company-look';
import { ClassicTemplate } from './classic/classic-template';
import { LuxuryTemplate } from './luxury/luxury-template';
import { MinimalTemplate } from './minimal/minimal-template';
import { ModernTemplate } from './modern/modern-template';
import type { TemplateProps } from './template-props';

const templates: Record<TemplateType, ComponentType<TemplateProps>> = {
  modern: ModernTemplate,
  classic: ClassicTemplate,
  luxury: LuxuryTemplate,
  minimal: MinimalTemplate,
};

/** The template named by the configuration; modern when it names none we know (docs/product/public-and-auth.md §9). */
export function resolveTemplate(type: unknown): TemplateType {
  return typeof type === 'string' && type in templates ? (type as TemplateType) : 'modern';
}

/** Renders the company's own template. */
export function CompanyTemplate({ company }: TemplateProps) {
  const Template = templates[resolveTemplate(company.configuration.templateType)];
  return <Template company={company} />;
}
