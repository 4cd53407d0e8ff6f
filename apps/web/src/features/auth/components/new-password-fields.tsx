import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './password-field';

export interface NewPasswordFieldsProps {
  /** "Contraseña" when registering, "Nueva contraseña" when resetting. */
  passwordLabel: string;
  isRequired?: boolean;
  /** `register('password')` and `register('password_confirmation')` of the form. */
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  passwordError?: string;
  confirmationError?: string;
}

/** The four props of a form whose new password sits in `password` and `password_confirmation`. */
export function bindNewPassword<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
): Pick<NewPasswordFieldsProps, 'password' | 'confirmation' | 'passwordError' | 'confirmationError'> {
  const message = (name: string) => {
    const text = errors[name]?.message;
    return typeof text === 'string' ? text : undefined;
  };
  return {
    password: register('password' as Path<Values>),
    confirmation: register('password_confirmation' as Path<Values>),
    passwordError: message('password'),
    confirmationError: message('password_confirmation'),
  };
}

/** A new password and its confirmation, shared by the registration and reset forms. */
export function NewPasswordFields({
  passwordLabel,
  isRequired,
  password,
  confirmation,
  passwordError,
  confirmationError,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={passwordLabel}
        isRequired={isRequired}
        autoComplete="new-password"
        hint="Al menos 8 caracteres. Una frase larga es más segura."
        error={passwordError}
        {...password}
      />
      <PasswordField
        label="Confirmar contraseña"
        isRequired={isRequired}
        autoComplete="new-password"
        error={confirmationError}
        {...confirmation}
      />
    </>
  );
}
