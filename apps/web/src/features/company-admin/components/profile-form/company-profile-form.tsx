import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { socialNetworks } from '@inmuebles/shared/companies/company-schema';
import {
  CompanyFieldLimits,
  companyUpdateBodySchema,
  socialNetworkLabels,
  type CompanyUpdateValues,
} from '@inmuebles/shared/companies/management-schema';
import { Button } from '@/components/ui/button';
import { companyToFormValues } from '../../utils/company-form-values';
import { noImageChanges, type ImageChanges } from '../../utils/image-changes';
import { InputField, TextAreaField } from '@/components/ui/text-fields';
import { AgentRegistryHint } from './agent-registry-hint';
import { ImageUploadField } from './image-upload-field';

export interface CompanyProfileFormProps {
  company: PublicCompany;
  /** The form's id, so the header's 'Guardar' can submit it. */
  id: string;
  isSaving: boolean;
  onSubmit: (values: CompanyUpdateValues, images: ImageChanges) => void;
  onCancel: () => void;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80 sm:p-6">
      <fieldset className="min-w-0">
        <legend className="text-base font-semibold text-slate-900">{title}</legend>
        <div className="mt-4 space-y-5">{children}</div>
      </fieldset>
    </div>
  );
}

/**
 * Edit mode (docs/product/signed-in-area.md §2.4, 5): the company's data filled from the server, validated with the API's own schema,
 * plus the logo and banner. Mounting it starts an edit; unmounting it (Cancelar) discards everything.
 */
export function CompanyProfileForm({ company, id, isSaving, onSubmit, onCancel }: CompanyProfileFormProps) {
  const [images, setImages] = useState<ImageChanges>(noImageChanges);
  const { register, handleSubmit, control, formState } = useForm({
    resolver: zodResolver(companyUpdateBodySchema),
    mode: 'onTouched',
    defaultValues: companyToFormValues(company),
  });
  const { errors } = formState;
  const aboutLength = (useWatch({ control, name: 'about' }) ?? '').length;

  return (
    <form
      id={id}
      noValidate
      aria-label="Editar empresa"
      onSubmit={handleSubmit((values) => onSubmit(values, images))}
      className="space-y-6"
    >
      <div className="grid gap-6 xl:grid-cols-5">
        <div className="space-y-6 xl:col-span-3">
          <Group title="Información general">
            <InputField
              label="Nombre de la empresa"
              isRequired
              autoComplete="organization"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextAreaField
              label="Acerca de la empresa"
              rows={6}
              maxLength={CompanyFieldLimits.about}
              hint={`${aboutLength} / ${CompanyFieldLimits.about} caracteres`}
              error={errors.about?.message}
              {...register('about')}
            />
          </Group>
          <Group title="Contacto">
            <div className="grid gap-5 sm:grid-cols-2">
              <InputField
                label="Correo electrónico"
                type="email"
                autoComplete="email"
                placeholder="contacto@empresa.pe"
                error={errors.email?.message}
                {...register('email')}
              />
              <InputField
                label="Teléfono"
                type="tel"
                autoComplete="tel"
                placeholder="+51 1 234 5678"
                error={errors.phone?.message}
                {...register('phone')}
              />
            </div>
            <InputField
              label="RUC"
              inputMode="numeric"
              maxLength={11}
              placeholder="20123456789"
              hint={
                company.verified_at
                  ? 'Tu empresa está verificada. Cambiar el RUC o el nombre quita la verificación.'
                  : '11 dígitos (empieza con 10, 15, 17 o 20). Un administrador lo revisa para verificar tu empresa.'
              }
              error={errors.ruc?.message}
              {...register('ruc')}
            />
            <InputField
              label="N.º de Registro del Agente Inmobiliario"
              autoCapitalize="characters"
              maxLength={20}
              placeholder="PJ-0456"
              hint={<AgentRegistryHint registry={company.agent_registry} />}
              error={errors.agent_registry_number?.message}
              {...register('agent_registry_number')}
            />
            <InputField
              label="Dirección"
              autoComplete="street-address"
              error={errors.address?.message}
              {...register('address')}
            />
            <InputField
              label="Sitio web"
              type="url"
              autoComplete="url"
              placeholder="https://www.empresa.pe"
              error={errors.website?.message}
              {...register('website')}
            />
          </Group>
        </div>
        <div className="space-y-6 xl:col-span-2">
          <Group title="Imágenes">
            <ImageUploadField
              label="Logo"
              hint="PNG o JPG hasta 5MB. Recomendado: 200x200 px."
              shape="square"
              currentUrl={company.logo_url}
              value={images.logo}
              onChange={(logo) => setImages((current) => ({ ...current, logo }))}
              disabled={isSaving}
            />
            <ImageUploadField
              label="Banner"
              hint="PNG o JPG hasta 5MB. Recomendado: 1200x400 px."
              shape="wide"
              currentUrl={company.cover_url ?? company.banner_url}
              value={images.cover}
              onChange={(cover) => setImages((current) => ({ ...current, cover }))}
              disabled={isSaving}
            />
          </Group>
          <Group title="Redes sociales">
            {socialNetworks.map((network) => (
              <InputField
                key={network}
                label={socialNetworkLabels[network]}
                type="url"
                placeholder={`https://www.${network === 'twitter' ? 'x' : network}.com/tu-empresa`}
                error={errors.social_links?.[network]?.message}
                {...register(`social_links.${network}`)}
              />
            ))}
          </Group>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {isSaving ? 'Guardando...' : 'Guardar cambios'}
        </Button>
      </div>
    </form>
  );
}
