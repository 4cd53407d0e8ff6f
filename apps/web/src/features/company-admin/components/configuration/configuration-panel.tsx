import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { companyConfigurationInputSchema } from '@inmuebles/shared/companies/configuration';
import {
  companyManagementMessages,
  companyPresetLabels,
  presetAppliedMessage,
  type CompanyPreset,
} from '@inmuebles/shared/companies/management-schema';
import { Button } from '@/components/ui/button';
import { useApplyCompanyPreset } from '../../api/apply-company-preset';
import { useSaveCompanyConfiguration } from '../../api/save-company-configuration';
import { applyPresetToFormValues, configurationToFormValues } from '../../utils/configuration-values';
import { configurationSaveFailure, presetFailure } from '../../utils/failure-messages';
import { previewColors } from '../../utils/preview-colors';
import { Notice, type ScreenNotice } from '@/components/ui/notice';
import { SectionCard } from '../section-card';
import { ColorFields } from './color-fields';
import { CustomCssField } from './custom-css-field';
import { FontSelect } from './font-select';
import { LivePreview } from './live-preview';
import { PresetPicker } from './preset-picker';
import { TemplatePicker } from './template-picker';

export interface ConfigurationPanelProps {
  company: PublicCompany;
}

/**
 * The visual configuration of the public page (docs/product/signed-in-area.md §2.4): template, colours, font, custom CSS and presets,
 * with a live preview. Colours are checked on save with the spec's messages; the server checks again.
 */
export function ConfigurationPanel({ company }: ConfigurationPanelProps) {
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const save = useSaveCompanyConfiguration(company.slug);
  const preset = useApplyCompanyPreset(company.slug);
  const { register, control, handleSubmit, reset, getValues, formState } = useForm({
    resolver: zodResolver(companyConfigurationInputSchema),
    defaultValues: configurationToFormValues(company.configuration),
  });
  const [templateType, primary, secondary, accent, background, fontFamily, customCss] = useWatch({
    control,
    name: [
      'template_type',
      'primary_color',
      'secondary_color',
      'accent_color',
      'background_color',
      'font_family',
      'custom_css',
    ],
  });
  const colors = previewColors({ primary, secondary, accent, background });
  const isBusy = save.isPending || preset.isPending;

  const onSave = handleSubmit(async (next) => {
    setNotice(null);
    if (!company.slug) return setNotice({ tone: 'error', text: companyManagementMessages.missingSlug });
    try {
      const answer = await save.mutateAsync(next);
      reset(answer.company_configuration); // the stored CSS, as the server sanitised it
      setNotice({ tone: 'success', text: companyManagementMessages.configSaved });
    } catch (error) {
      setNotice({ tone: 'error', text: configurationSaveFailure(error) });
    }
  });

  const onApplyPreset = async (name: CompanyPreset) => {
    setNotice(null);
    if (!company.slug) return setNotice({ tone: 'error', text: companyManagementMessages.missingSlug });
    const label = companyPresetLabels[name];
    try {
      const answer = await preset.mutateAsync(name);
      // Template, palette and font are the preset's; the CSS in the box stays as it is.
      reset(applyPresetToFormValues({ ...getValues(), custom_css: getValues('custom_css') ?? '' }, answer));
      setNotice({ tone: 'success', text: presetAppliedMessage(label) });
    } catch (error) {
      setNotice({ tone: 'error', text: presetFailure(error) });
    }
  };

  return (
    <SectionCard
      title="Configuración visual"
      description={`El aspecto de tu página pública /empresa/${company.slug}`}
    >
      <form noValidate aria-label="Configuración visual" onSubmit={onSave}>
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="space-y-8 lg:col-span-2">
            <TemplatePicker
              registration={register('template_type')}
              colors={colors}
              fontFamily={fontFamily}
              companyName={company.name}
              disabled={isBusy}
            />
            <ColorFields control={control} disabled={isBusy} />
            <FontSelect
              disabled={isBusy}
              error={formState.errors.font_family?.message}
              {...register('font_family')}
            />
            <CustomCssField
              disabled={isBusy}
              currentValue={customCss ?? ''}
              error={formState.errors.custom_css?.message}
              {...register('custom_css')}
            />
          </div>
          <div className="space-y-8">
            <LivePreview
              template={templateType}
              colors={colors}
              fontFamily={fontFamily}
              companyName={company.name}
            />
            <PresetPicker isApplying={preset.isPending} onApply={onApplyPreset} disabled={save.isPending} />
          </div>
        </div>
        <div className="mt-8 space-y-4 border-t border-slate-100 pt-6">
          {notice && (
            <Notice tone={notice.tone} details={notice.details} onDismiss={() => setNotice(null)}>
              <p className="font-medium">{notice.text}</p>
            </Notice>
          )}
          <div className="flex justify-end">
            <Button
              type="submit"
              isLoading={save.isPending}
              disabled={preset.isPending}
              className="w-full sm:w-auto"
            >
              {save.isPending ? 'Guardando...' : 'Guardar configuración'}
            </Button>
          </div>
        </div>
      </form>
    </SectionCard>
  );
}
