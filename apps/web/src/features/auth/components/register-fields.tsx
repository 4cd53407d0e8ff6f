import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RegisterInput } from '@inmuebles/shared/auth/schemas';
import { EmailField } from './email-field';
import { FormSection } from './form-section';
import { bindNewPassword, NewPasswordFields } from './new-password-fields';
import { PhoneField } from './phone-field';
import { InputField, TextAreaField } from '@/components/ui/text-fields';

export interface RegisterFieldsProps {
  register: UseFormRegister<RegisterInput>;
  errors: FieldErrors<RegisterInput>;
}

/** The validation message and the react-hook-form registration of one field, to spread into it. */
function bind({ register, errors }: RegisterFieldsProps, name: keyof RegisterInput) {
  return { error: errors[name]?.message, ...register(name) };
}

/** Nombres, apellidos, correo y teléfono of the person registering. */
export function PersonalFields(form: RegisterFieldsProps) {
  return (
    <FormSection title="Tus datos">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          errorIcon
          label="Nombres"
          isRequired
          autoComplete="given-name"
          {...bind(form, 'first_name')}
        />
        <InputField
          errorIcon
          label="Apellidos"
          isRequired
          autoComplete="family-name"
          {...bind(form, 'last_name')}
        />
        <EmailField isRequired {...bind(form, 'email')} />
        <PhoneField {...bind(form, 'phone')} />
      </div>
    </FormSection>
  );
}

/** The new password and its confirmation. */
export function PasswordFields({ register, errors }: RegisterFieldsProps) {
  return (
    <FormSection title="Contraseña">
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields passwordLabel="Contraseña" isRequired {...bindNewPassword(register, errors)} />
      </div>
    </FormSection>
  );
}

/**
 * The company block: registering creates the company, so the block is badged required (issue 24: it was
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
          {...bind(form, 'company_name')}
        />
        <InputField
          errorIcon
          label="Teléfono de la empresa"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="(01) 234 5678"
          {...bind(form, 'company_phone')}
        />
        <InputField
          errorIcon
          label="Sitio web"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.tuempresa.pe"
          className="sm:col-span-2"
          {...bind(form, 'company_website')}
        />
        <InputField
          errorIcon
          label="Facebook"
          inputMode="url"
          autoComplete="off"
          placeholder="facebook.com/tuempresa"
          {...bind(form, 'company_facebook')}
        />
        <InputField
          errorIcon
          label="Instagram"
          autoComplete="off"
          autoCapitalize="none"
          placeholder="@tuempresa"
          {...bind(form, 'company_instagram')}
        />
        <TextAreaField
          errorIcon
          rows={3}
          label="Acerca de la empresa"
          placeholder="Cuéntanos a qué se dedica tu empresa"
          className="sm:col-span-2"
          {...bind(form, 'company_about')}
        />
      </div>
    </FormSection>
  );
}
