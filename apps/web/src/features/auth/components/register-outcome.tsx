import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { getRegisterErrorMessage } from '../utils/auth-errors';
import { RegisterSuccessPanel } from './register-success-panel';

export interface RegisterOutcomeProps {
  /**
   * The registration mutation as TanStack Query gives it: both registration forms ("Soy inmobiliaria",
   * "Busco inmueble") end the same way. Once the server accepted, its message and the e-mail the
   * confirmation went to make the success panel.
   */
  registration: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isSuccess: boolean;
    data?: { message: string };
    variables?: { email: string };
  };
  /** Where the success panel's sign-in link leads (a searcher may come back to a saved search). */
  loginHref?: string;
}

/** The foot of a registration form: the outcome (sent, or why not) above the submit button. */
export function RegisterOutcome({ registration, loginHref }: RegisterOutcomeProps) {
  const { isPending, isError, error, isSuccess, data, variables } = registration;
  const success = isSuccess && data && variables ? { message: data.message, email: variables.email } : null;
  return (
    <>
      {success && (
        <RegisterSuccessPanel message={success.message} email={success.email} loginHref={loginHref} />
      )}
      {isError && (
        <Notice icon tone="error" title="No se pudo crear la cuenta">
          {getRegisterErrorMessage(error)}
        </Notice>
      )}
      <Button type="submit" size="lg" className="w-full" isLoading={isPending} disabled={success !== null}>
        {isPending ? 'Creando cuenta...' : 'Crear cuenta'}
      </Button>
    </>
  );
}
