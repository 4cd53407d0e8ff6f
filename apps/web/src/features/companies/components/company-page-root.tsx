import type { ReactNode } from 'react';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { companyThemeStyle } from '../utils/company-theme';
import { resolveTemplate } from './templates/company-template';

/**
 * The root of a company page: the company's theme as CSS variables on this element only, and its custom
 * CSS. The server sanitises that CSS and scopes every selector under `.company-page-root`, so it is
 * injected as is; `isolation: isolate` keeps anything it positions from stacking over the document.
 */
export function CompanyPageRoot({ company, children }: { company: PublicCompany; children: ReactNode }) {
  const { configuration } = company;
  return (
    <div
      className="company-page-root min-h-dvh w-full bg-(--company-background) font-(family-name:--company-font)"
      data-template={resolveTemplate(configuration.templateType)}
      style={companyThemeStyle(configuration)}
    >
      {configuration.customCss && <style>{configuration.customCss}</style>}
      {children}
    </div>
  );
}
