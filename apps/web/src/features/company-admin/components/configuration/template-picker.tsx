import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  templateTypeLabels,
  templateTypes,
  type CompanyColors,
} from '@inmuebles/shared/companies/configuration';
import { TemplatePreview } from './template-preview';

export interface TemplatePickerProps {
  /** `register('template_type')`: the cards are radio buttons of one group. */
  registration: UseFormRegisterReturn<'template_type'>;
  colors: CompanyColors;
  fontFamily: string;
  companyName: string;
  disabled?: boolean;
}

/** The four template cards (docs/product/signed-in-area.md §2.4), each a miniature of the template in the current colours. */
export function TemplatePicker({
  registration,
  colors,
  fontFamily,
  companyName,
  disabled,
}: TemplatePickerProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-900">Plantilla</legend>
      <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {templateTypes.map((template) => (
          <label
            key={template}
            className="group cursor-pointer rounded-xl bg-white p-2 ring-1 ring-slate-200 transition hover:ring-slate-300 has-checked:ring-2 has-checked:ring-blue-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-500"
          >
            <input type="radio" value={template} className="sr-only" {...registration} />
            <span className="block overflow-hidden rounded-lg ring-1 ring-slate-200/70">
              <TemplatePreview
                template={template}
                colors={colors}
                fontFamily={fontFamily}
                companyName={companyName}
              />
            </span>
            <span className="mt-2 flex items-center justify-between gap-2 px-1 text-sm font-medium text-slate-700 group-has-checked:text-blue-700">
              {templateTypeLabels[template]}
              <span
                aria-hidden="true"
                className="size-4 rounded-full border border-slate-300 group-has-checked:border-[5px] group-has-checked:border-blue-600"
              />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
