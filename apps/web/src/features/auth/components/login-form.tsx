import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { loginSchema, type LoginInput } from '@inmuebles/shared/auth/schemas';
import { Button } from '@/components/ui/button';
import { useLoginMutation, type LoginResponse } from '../api/login';
import { getLoginErrorMessage, getUnconfirmedEmail } from '../utils/auth-errors';
import { Notice } from '@/components/ui/notice';
import { EmailConfirmationPanel } from './email-confirmation-panel';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { TextLink } from './text-link';

export interface LoginFormProps {
  onSuccess: (response: LoginResponse) => void;
}

/** E-mail and password; shows the failure (or the unconfirmed e-mail panel) above the fields. */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const login = useLoginMutation({ onSuccess });
  const unconfirmedEmail = login.isError ? getUnconfirmedEmail(login.error, login.variables.email) : null;

  return (
    <form noValidate onSubmit={handleSubmit((values) => login.mutate(values))} className="space-y-5">
      {unconfirmedEmail && <EmailConfirmationPanel key={unconfirmedEmail} email={unconfirmedEmail} />}
      {login.isError && !unconfirmedEmail && (
        <Notice icon tone="error" title="Error de autenticación">
          {getLoginErrorMessage(login.error)}
        </Notice>
      )}

      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Contraseña"
        autoComplete="current-password"
        placeholder="Tu contraseña"
        error={errors.password?.message}
        labelAside={
          <TextLink to="/forgot-password" className="text-sm">
            ¿Olvidaste tu contraseña?
          </TextLink>
        }
        {...register('password')}
      />

      <Button type="submit" size="lg" className="w-full" isLoading={login.isPending}>
        {login.isPending ? 'Iniciando sesión...' : 'Iniciar Sesión'}
      </Button>
    </form>
  );
}
