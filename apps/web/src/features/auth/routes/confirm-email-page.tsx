import { useState } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { buttonStyles } from '@/components/ui/button-styles';
import { AuthLayout } from '../components/auth-layout';
import { BackHomeLink } from '../components/back-home-link';
import { StatusPanel } from '../components/status-panel';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import { confirmRedirectDelayMs, getConfirmEmailOutcome } from '../utils/link-outcomes';
import { loginUrlAfterConfirmation, readReturnAfterConfirmation } from '../utils/return-after-confirmation';

const loginButton = (to: string, label: string) => (
  <Link to={to} className={buttonStyles('primary', 'md', 'w-full sm:w-auto')}>
    {label}
  </Link>
);

/**
 * /auth/confirm-email: where the confirmation link lands (`status`, `message`). A confirmed account goes
 * to the login screen after 3 s, an already confirmed one after 2 s; errors stay. The login keeps the return
 * remembered at registration (a guest's "Guardar búsqueda"), so signing in ends on the saved search.
 */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const outcome = getConfirmEmailOutcome(searchParams);
  const [back] = useState(readReturnAfterConfirmation);
  const confirmedLogin = loginUrlAfterConfirmation(back, 'confirmed=true');
  const login = loginUrlAfterConfirmation(back);
  useDelayedRedirect(confirmedLogin, confirmRedirectDelayMs.confirmed, outcome.kind === 'confirmed');
  useDelayedRedirect(login, confirmRedirectDelayMs.alreadyConfirmed, outcome.kind === 'already_confirmed');

  return (
    <AuthLayout title="Confirmación de correo" footer={<BackHomeLink />}>
      {outcome.kind === 'confirmed' && (
        <StatusPanel
          tone="success"
          title="¡Correo confirmado!"
          actions={loginButton(confirmedLogin, 'Iniciar Sesión')}
        >
          <p>Tu cuenta ya está activa. Te llevaremos al inicio de sesión en unos segundos.</p>
        </StatusPanel>
      )}
      {outcome.kind === 'already_confirmed' && (
        <StatusPanel
          tone="info"
          title="Tu correo ya estaba confirmado"
          actions={loginButton(login, 'Iniciar Sesión')}
        >
          <p>
            Esta cuenta ya fue confirmada anteriormente. Te llevaremos al inicio de sesión en unos segundos.
          </p>
        </StatusPanel>
      )}
      {(outcome.kind === 'error' || outcome.kind === 'unknown') && (
        <StatusPanel
          tone="error"
          title="No pudimos confirmar tu correo"
          actions={loginButton(
            login,
            outcome.kind === 'error' && outcome.isExpired ? 'Ir a iniciar sesión' : 'Iniciar Sesión',
          )}
        >
          <p>{outcome.message}</p>
        </StatusPanel>
      )}
    </AuthLayout>
  );
}
