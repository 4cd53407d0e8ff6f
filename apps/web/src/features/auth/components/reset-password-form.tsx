import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { resetPasswordFormSchema } from '@inmuebles/shared/auth/schemas';
import { Button } from '@/components/ui/button';
import { useUpdatePasswordMutation } from '../api/update-password';
import { getResetSubmitError } from '../utils/auth-errors';
import { Notice } from '@/components/ui/notice';
import { NewPasswordFields } from './new-password-fields';
import { TextLink } from './text-link';

type ResetPasswordValues = z.infer<typeof resetPasswordFormSchema>;

export interface ResetPasswordFormProps {
  /** The token of the e-mailed link. */
  token: string;
  onDone: () => void;
}

/** The new password and its confirmation; a spent or expired token offers a new link. */
export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', password_confirmation: '' },
  });
  const updatePassword = useUpdatePasswordMutation({ onSuccess: onDone });
  const [isTokenMissing, setIsTokenMissing] = useState(false);
  const submitError = updatePassword.isError ? getResetSubmitError(updatePassword.error) : null;

  const onSubmit = handleSubmit(({ password }) => {
    // The screen only shows the form with a token; never send a request that can only fail.
    if (!token.trim()) {
      setIsTokenMissing(true);
      return;
    }
    updatePassword.mutate({ token, password });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {isTokenMissing && (
        <Notice icon tone="error">
          Token de recuperación no válido
        </Notice>
      )}
      {submitError && (
        <Notice icon tone="error">
          <p>{submitError.message}</p>
          {submitError.canRequestNewLink && (
            <TextLink to="/forgot-password" className="mt-1 inline-block text-red-700 underline">
              Solicitar un nuevo enlace
            </TextLink>
          )}
        </Notice>
      )}
      <NewPasswordFields
        passwordLabel="Nueva contraseña"
        password={register('password')}
        confirmation={register('password_confirmation')}
        passwordError={errors.password?.message}
        confirmationError={errors.password_confirmation?.message}
      />
      <Button type="submit" size="lg" className="w-full" isLoading={updatePassword.isPending}>
        {updatePassword.isPending ? 'Guardando...' : 'Restablecer contraseña'}
      </Button>
    </form>
  );
}
