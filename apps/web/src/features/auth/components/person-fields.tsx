import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { InputField } from '@/components/ui/text-fields';
import { EmailField } from './email-field';
import { FormSection } from './form-section';
import { bindNewPassword, NewPasswordFields } from './new-password-fields';
import { PhoneField } from './phone-field';

/**
 * The person's fields of the three account forms ("Soy inmobiliaria", "Busco inmueble", joining a team):
 * one field group, so a label, an autocomplete hint or a rule changes in one place. Every one of those
 * forms names them `first_name`, `last_name`, `email`, `phone`, `password` and `password_confirmation`.
 */
export interface PersonForm<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}

/** The validation message and the react-hook-form registration of one field, to spread into it. */
export function bindField<Values extends FieldValues>(
  { register, errors }: PersonForm<Values>,
  name: string,
) {
  const message = errors[name]?.message;
  return { error: typeof message === 'string' ? message : undefined, ...register(name as Path<Values>) };
}

/**
 * Nombres and Apellidos: two cells of the caller's two-column grid. A render function, not a component,
 * so the fields register during the caller's own render, in their on-screen order: an invalid submit then
 * focuses the first of the form (Nombres), not one the caller registered before a child rendered.
 */
export function nameFields<Values extends FieldValues>(form: PersonForm<Values>) {
  return (
    <>
      <InputField
        errorIcon
        label="Nombres"
        isRequired
        autoComplete="given-name"
        {...bindField(form, 'first_name')}
      />
      <InputField
        errorIcon
        label="Apellidos"
        isRequired
        autoComplete="family-name"
        {...bindField(form, 'last_name')}
      />
    </>
  );
}

/** "Tus datos" of a registration: names, e-mail and phone (optional for a searcher's account). */
export function PersonalFields<Values extends FieldValues>({
  phoneOptional = false,
  ...form
}: PersonForm<Values> & { phoneOptional?: boolean }) {
  return (
    <FormSection title="Tus datos">
      <div className="grid gap-4 sm:grid-cols-2">
        {nameFields(form)}
        <EmailField isRequired {...bindField(form, 'email')} />
        <PhoneField optional={phoneOptional} {...bindField(form, 'phone')} />
      </div>
    </FormSection>
  );
}

/** "Contraseña" of a registration: the new password and its confirmation. */
export function PasswordFields<Values extends FieldValues>({ register, errors }: PersonForm<Values>) {
  return (
    <FormSection title="Contraseña">
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields passwordLabel="Contraseña" isRequired {...bindNewPassword(register, errors)} />
      </div>
    </FormSection>
  );
}

/** The person fields of an empty registration form (a company's or a searcher's). */
export const emptyPersonFields = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
};

/** The line above a registration form that explains the asterisk. */
export function RequiredFieldsNote() {
  return (
    <p className="text-sm text-slate-500">
      Los campos marcados con <span className="text-red-600">*</span> son obligatorios.
    </p>
  );
}
