import type { UseFormRegisterReturn } from 'react-hook-form';
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
