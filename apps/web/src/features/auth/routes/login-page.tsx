import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '@/lib/router';
import { useReturnTarget, useSignInTarget } from '@/lib/auth-redirect';
import { signIn, useIsAuthenticated } from '@/lib/session';
import type { LoginResponse } from '../api/login';
import { Notice } from '@/components/ui/notice';
import { AuthLayout } from '../components/auth-layout';
import { BackHomeLink } from '../components/back-home-link';
import { LoginForm } from '../components/login-form';
import { TextLink } from '../components/text-link';
import { forgetReturnAfterConfirmation } from '../utils/return-after-confirmation';

/**
 * True when the return is a guest's "Guardar búsqueda" (the listing with `guardar=1`, see
 * features/properties/components/save-search-button.tsx): the person may well have no account yet.
 */
function isSaveSearchReturn(returnUrl: string): boolean {
  return new URL(returnUrl, window.location.origin).searchParams.get('guardar') === '1';
}

/** /login: sign in, then go to the safe `returnUrl`, a member's panel, or where the searcher came from. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnUrl = useReturnTarget();
  // A searcher account keeps the same return through registration, the e-mail link and this screen again.
  const registerUrl = isSaveSearchReturn(returnUrl)
    ? `/register?cuenta=busco&returnUrl=${encodeURIComponent(returnUrl)}`
    : null;
  const signInTarget = useSignInTarget();
  const isAuthenticated = useIsAuthenticated();

  // Signing in is all the form does: the guest-only guard around this page then leaves for the safe
  // returnUrl. Navigating from here as well would make a second navigation (closing, for instance, a
  // menu the user already opened); this effect only covers the page rendered without that guard.
  useEffect(() => {
    if (isAuthenticated) void navigate(signInTarget, { replace: true });
  }, [isAuthenticated, navigate, signInTarget]);

  const handleSuccess = ({ token, user }: LoginResponse) => {
    // The return remembered at registration has served its purpose (it is in this address already).
    forgetReturnAfterConfirmation();
    signIn(token, user);
  };

  return (
    <AuthLayout
      title="Iniciar Sesión"
      description="Ingresa a tu cuenta para gestionar tus propiedades."
      footer={<BackHomeLink />}
    >
      <div className="space-y-5">
        {searchParams.get('confirmed') === 'true' && (
          <Notice icon tone="success">
            ¡Cuenta confirmada! Ya puedes iniciar sesión.
          </Notice>
        )}
        {searchParams.get('passwordReset') === 'true' && (
          <Notice icon tone="success">
            Contraseña restablecida. Inicia sesión con tu nueva contraseña.
          </Notice>
        )}
        {/* The undo link sent to the old address when the e-mail changes (it ends every session). */}
        {searchParams.get('emailChangeCancelled') === 'true' && (
          <Notice icon tone="success">
            Cambio de correo deshecho: tu cuenta volvió a este correo y se cerraron todas las sesiones. Inicia
            sesión y cambia tu contraseña.
          </Notice>
        )}
        {searchParams.get('emailChangeCancelled') === 'false' && (
          <Notice icon tone="error">
            El enlace para deshacer el cambio de correo no es válido o ya venció.
          </Notice>
        )}
        {registerUrl && (
          <Notice icon tone="info">
            Inicia sesión para guardar tu búsqueda. ¿Aún no tienes cuenta?{' '}
            <TextLink to={registerUrl}>Crea una cuenta «Busco inmueble»</TextLink> y volverás a esta búsqueda.
          </Notice>
        )}
        <LoginForm onSuccess={handleSuccess} />
        <p className="border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
          ¿No tienes cuenta? <TextLink to={registerUrl ?? '/register'}>Regístrate</TextLink>
        </p>
      </div>
    </AuthLayout>
  );
}
