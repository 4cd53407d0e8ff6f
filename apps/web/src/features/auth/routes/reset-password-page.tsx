import { useState } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { buttonStyles } from '@/components/ui/button-styles';
import { AuthLayout } from '../components/auth-layout';
import { BackHomeLink } from '../components/back-home-link';
import { ResetPasswordForm } from '../components/reset-password-form';
import { StatusPanel } from '../components/status-panel';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';
import { getResetLinkState, resetRedirectDelayMs, type ResetLinkState } from '../utils/link-outcomes';

const loginAfterReset = '/login?passwordReset=true';

const primaryLink = (to: string, label: string) => (
  <Link to={to} className={buttonStyles('primary', 'md', 'w-full sm:w-auto')}>
    {label}
  </Link>
);

/** What the screen shows for a link that cannot be used: its message and the way to get a new one. */
function UnusableLink({ link }: { link: Exclude<ResetLinkState, { kind: 'valid' }> }) {
  const isMissing = link.kind === 'missing';
  return (
    <StatusPanel
      tone={isMissing ? 'info' : 'error'}
      title={isMissing ? 'Usa el enlace de tu correo' : 'Enlace no válido'}
      actions={primaryLink('/forgot-password', 'Solicitar un nuevo enlace')}
    >
      <p>{link.message}</p>
    </StatusPanel>
  );
}

/**
 * /auth/reset-password: where the reset link lands (`status`, `message`, `token`). The form shows only
 * for a valid link; after the change the user goes to the login screen in 3 s.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const link = getResetLinkState(searchParams);
  const [isDone, setIsDone] = useState(false);
  useDelayedRedirect(loginAfterReset, resetRedirectDelayMs, isDone);
  const showsForm = link.kind === 'valid' && !isDone;

  return (
    <AuthLayout
      title="Restablecer contraseña"
      description={showsForm ? 'Elige una nueva contraseña para tu cuenta.' : undefined}
      footer={<BackHomeLink />}
    >
      {isDone && (
        <StatusPanel
          tone="success"
          title="¡Contraseña actualizada!"
          actions={primaryLink(loginAfterReset, 'Iniciar Sesión')}
        >
          <p>
            Tu contraseña se cambió correctamente y se cerraron las sesiones abiertas. Te llevaremos al inicio
            de sesión en unos segundos.
          </p>
        </StatusPanel>
      )}
      {showsForm && <ResetPasswordForm token={link.token} onDone={() => setIsDone(true)} />}
      {link.kind !== 'valid' && <UnusableLink link={link} />}
    </AuthLayout>
  );
}
