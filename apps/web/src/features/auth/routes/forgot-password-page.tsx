import { useState } from 'react';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/ui/button-styles';
import { AuthLayout } from '../components/auth-layout';
import { BackHomeLink } from '../components/back-home-link';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { StatusPanel } from '../components/status-panel';
import { TextLink } from '../components/text-link';

/**
 * /forgot-password: asks for a reset link. The confirmation never says whether the address has an
 * account (the server answers the same for any address).
 */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AuthLayout
      title="Recuperar contraseña"
      description={
        sentTo
          ? undefined
          : 'Ingresa el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.'
      }
      footer={<BackHomeLink />}
    >
      {sentTo ? (
        <StatusPanel
          tone="info"
          title="Revisa tu correo electrónico"
          actions={
            <Link to="/login" className={buttonStyles('primary', 'md', 'w-full sm:w-auto')}>
              Volver a iniciar sesión
            </Link>
          }
        >
          <p>
            Si existe una cuenta asociada a{' '}
            <strong className="font-semibold break-all text-slate-900">{sentTo}</strong>, recibirás un correo
            con un enlace para restablecer tu contraseña. El enlace es válido por 2 horas.
          </p>
          <p>Si no lo ves en unos minutos, revisa tu carpeta de spam o correo no deseado.</p>
        </StatusPanel>
      ) : (
        <div className="space-y-5">
          <ForgotPasswordForm onSent={setSentTo} />
          <p className="border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
            ¿Recordaste tu contraseña? <TextLink to="/login">Inicia sesión</TextLink>
          </p>
        </div>
      )}
    </AuthLayout>
  );
}
