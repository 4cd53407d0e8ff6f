import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { RegisterInput } from '@inmuebles/shared/auth/schemas';
import { FormSection } from './form-section';
import { PasswordField } from './password-field';
import { TextAreaField, TextField } from './text-field';

export interface RegisterFieldsProps {
  register: UseFormRegister<RegisterInput>;
  errors: FieldErrors<RegisterInput>;
}

/** Nombres, apellidos, correo y teléfono of the person registering. */
export function PersonalFields({ register, errors }: RegisterFieldsProps) {
  return (
    <FormSection title="Tus datos">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nombres"
          isRequired
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Apellidos"
          isRequired
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
        <TextField
          label="Correo electrónico"
          isRequired
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="tu@correo.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Teléfono"
          isRequired
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+51 987 654 321"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
    </FormSection>
  );
}

/** The new password and its confirmation. */
export function PasswordFields({ register, errors }: RegisterFieldsProps) {
  return (
    <FormSection title="Contraseña">
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label="Contraseña"
          isRequired
          autoComplete="new-password"
          hint="Al menos 8 caracteres. Una frase larga es más segura."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirmar contraseña"
          isRequired
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
      </div>
    </FormSection>
  );
}

/** The company block: labelled optional, but its name is required (DECISIONS.md, Registration). */
export function CompanyFields({ register, errors }: RegisterFieldsProps) {
  return (
    <FormSection
      title="Datos de la empresa"
      badge="Opcional"
      description="Solo el nombre de la empresa es obligatorio; el resto puedes completarlo ahora o más adelante."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nombre de la empresa"
          isRequired
          autoComplete="organization"
          error={errors.company_name?.message}
          {...register('company_name')}
        />
        <TextField
          label="Teléfono de la empresa"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="(01) 234 5678"
          error={errors.company_phone?.message}
          {...register('company_phone')}
        />
        <TextField
          label="Sitio web"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.tuempresa.pe"
          error={errors.company_website?.message}
          className="sm:col-span-2"
          {...register('company_website')}
        />
        <TextField
          label="Facebook"
          inputMode="url"
          autoComplete="off"
          placeholder="facebook.com/tuempresa"
          error={errors.company_facebook?.message}
          {...register('company_facebook')}
        />
        <TextField
          label="Instagram"
          autoComplete="off"
          autoCapitalize="none"
          placeholder="@tuempresa"
          error={errors.company_instagram?.message}
          {...register('company_instagram')}
        />
        <TextAreaField
          label="Acerca de la empresa"
          placeholder="Cuéntanos a qué se dedica tu empresa"
          error={errors.company_about?.message}
          className="sm:col-span-2"
          {...register('company_about')}
        />
      </div>
    </FormSection>
  );
}
