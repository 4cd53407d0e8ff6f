import type { RegisterInput } from '@inmuebles/shared/auth/schemas';
import { FormSection } from './form-section';
import { bindField, type PersonForm } from './person-fields';
import { InputField, TextAreaField } from '@/components/ui/text-fields';

export type RegisterFieldsProps = PersonForm<RegisterInput>;

/**
 * The company block: registering creates the company, so the block is badged required (it was
 * 'Opcional' with a required name); only the name is, as the description says (docs/decisions.md, Registration).
 */
export function CompanyFields(form: RegisterFieldsProps) {
  return (
    <FormSection
      title="Datos de la empresa"
      badge="Obligatorio"
      description="Solo el nombre de la empresa es obligatorio; el resto puedes completarlo ahora o más adelante."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          errorIcon
          label="Nombre de la empresa"
          isRequired
          autoComplete="organization"
          {...bindField(form, 'company_name')}
        />
        <InputField
          errorIcon
          label="Teléfono de la empresa"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="(01) 234 5678"
          {...bindField(form, 'company_phone')}
        />
        <InputField
          errorIcon
          label="Sitio web"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.tuempresa.pe"
          className="sm:col-span-2"
          {...bindField(form, 'company_website')}
        />
        <InputField
          errorIcon
          label="Facebook"
          inputMode="url"
          autoComplete="off"
          placeholder="facebook.com/tuempresa"
          {...bindField(form, 'company_facebook')}
        />
        <InputField
          errorIcon
          label="Instagram"
          autoComplete="off"
          autoCapitalize="none"
          placeholder="@tuempresa"
          {...bindField(form, 'company_instagram')}
        />
        <TextAreaField
          errorIcon
          rows={3}
          label="Acerca de la empresa"
          placeholder="Cuéntanos a qué se dedica tu empresa"
          className="sm:col-span-2"
          {...bindField(form, 'company_about')}
        />
      </div>
    </FormSection>
  );
}
