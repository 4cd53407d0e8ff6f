import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import {
  fontOptions,
  templateTypeLabels,
  type CompanyColors,
} from '@inmuebles/shared/companies/configuration';
import { SectionCard } from '../section-card';
import { TemplatePreview } from './template-preview';

const colorLabels: Record<keyof CompanyColors, string> = {
  primary: 'Color primario',
  secondary: 'Color secundario',
  accent: 'Color de acento',
  background: 'Color de fondo',
};

/** What members who may not edit see of the visual configuration: the current look, read-only. */
export function ConfigurationSummary({ company }: { company: PublicCompany }) {
  const { templateType, colors, fontFamily } = company.configuration;
  const fontLabel = fontOptions.find((option) => option.value === fontFamily)?.label ?? fontFamily;
  return (
    <SectionCard
      title="Configuración visual"
      description="Solo el administrador de la empresa puede cambiarla."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <div className="overflow-hidden rounded-xl ring-1 ring-slate-200">
          <TemplatePreview
            template={templateType}
            colors={colors}
            fontFamily={fontFamily}
            companyName={company.name}
          />
        </div>
        <dl className="grid grid-cols-2 content-start gap-4 text-sm">
          <div>
            <dt className="text-slate-500">Plantilla</dt>
            <dd className="font-medium text-slate-900">{templateTypeLabels[templateType]}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Fuente</dt>
            <dd className="font-medium text-slate-900">{fontLabel}</dd>
          </div>
          {(Object.keys(colorLabels) as (keyof CompanyColors)[]).map((key) => (
            <div key={key}>
              <dt className="text-slate-500">{colorLabels[key]}</dt>
              <dd className="mt-1 flex items-center gap-2 font-mono text-slate-900">
                <span
                  aria-hidden="true"
                  className="size-5 rounded-md ring-1 ring-slate-300"
                  style={{ backgroundColor: colors[key] }}
                />
                {colors[key]}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </SectionCard>
  );
}
