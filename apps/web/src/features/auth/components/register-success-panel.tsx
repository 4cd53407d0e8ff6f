import { useEffect, useRef } from 'react';
import { Link } from '@/lib/router';
import { buttonStyles } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';

const checkEmail = 'Revisa tu correo electrónico para confirmar tu cuenta.';

export interface RegisterSuccessPanelProps {
  /** The server's confirmation text. */
  message: string;
  email: string;
  /** The sign-in address, with the return of a guest's "Guardar búsqueda" when there is one. */
  loginHref?: string;
}

/** What the new user reads after registering; takes the focus so it is seen and read at once. */
export function RegisterSuccessPanel({ message, email, loginHref = '/login' }: RegisterSuccessPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  return (
    <Notice icon ref={panelRef} tone="success" title="¡Registro exitoso!">
      <p>{message}</p>
      {/* The server's text may already say it; never twice. */}
      {!message.includes(checkEmail) && <p>{checkEmail}</p>}
      <p className="mt-1">
        Enviamos el enlace a <strong className="font-semibold break-all">{email}</strong>. Es válido por 24
        horas.
      </p>
      <Link to={loginHref} className={buttonStyles('primary', 'md', 'mt-3 w-full sm:w-auto')}>
        Ir a iniciar sesión
      </Link>
    </Notice>
  );
}
