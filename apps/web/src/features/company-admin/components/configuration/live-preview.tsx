import {
  fontOptions,
  templateTypeLabels,
  type CompanyColors,
  type TemplateType,
} from '@inmuebles/shared/companies/configuration';
import { TemplatePreview } from './template-preview';

export interface LivePreviewProps {
  template: TemplateType;
  colors: CompanyColors;
  fontFamily: string;
  companyName: string;
}

/** The chosen template in the colours and font being edited, updated as the user types. */
export function LivePreview({ template, colors, fontFamily, companyName }: LivePreviewProps) {
  const fontLabel = fontOptions.find((option) => option.value === fontFamily)?.label ?? fontFamily;
  return (
    <div className="lg:sticky lg:top-20">
      <h3 className="text-sm font-semibold text-slate-900">Vista previa</h3>
      <div className="mt-3 overflow-hidden rounded-xl shadow-sm ring-1 ring-slate-200">
        <TemplatePreview
          template={template}
          colors={colors}
          fontFamily={fontFamily}
          companyName={companyName}
        />
      </div>
      <p className="mt-2 text-xs text-slate-500">
        {templateTypeLabels[template]} · {fontLabel}
      </p>
      <ul aria-label="Paleta" className="mt-3 flex gap-2">
        {(Object.keys(colors) as (keyof CompanyColors)[]).map((key) => (
          <li
            key={key}
            title={colors[key]}
            className="size-7 rounded-full ring-1 ring-slate-300"
            style={{ backgroundColor: colors[key] }}
          >
            <span className="sr-only">{colors[key]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
