import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { emailOnlySchema } from '@inmuebles/shared/auth/schemas';
import { Button } from '@/components/ui/button';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { getForgotPasswordErrorMessage } from '../utils/auth-errors';
import { Notice } from '@/components/ui/notice';
import { EmailField } from './email-field';

type ForgotPasswordValues = z.infer<typeof emailOnlySchema>;

export interface ForgotPasswordFormProps {
  onSent: (email: string) => void;
}

/** The e-mail to send the reset link to. */
export function ForgotPasswordForm({ onSent }: ForgotPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(emailOnlySchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const forgotPassword = useForgotPasswordMutation({ onSuccess: (_answer, email) => onSent(email) });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ email }) => forgotPassword.mutate(email))}
      className="space-y-5"
    >
      {forgotPassword.isError && (
        <Notice icon tone="error">
          {getForgotPasswordErrorMessage(forgotPassword.error)}
        </Notice>
      )}
      <EmailField error={errors.email?.message} {...register('email')} />
      <Button type="submit" size="lg" className="w-full" isLoading={forgotPassword.isPending}>
        {forgotPassword.isPending ? 'Enviando...' : 'Enviar enlace de recuperación'}
      </Button>
    </form>
  );
}
