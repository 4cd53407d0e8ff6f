import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useResendConfirmationMutation } from '../api/resend-confirmation';
import { getResendErrorMessage } from '../utils/auth-errors';
import { Notice } from '@/components/ui/notice';
import { OutlineIcon } from '@/components/icons/create-icon';

export interface EmailConfirmationPanelProps {
  /** The unconfirmed address, as the server named it. */
  email: string;
}

/**
 * The blue panel of a sign-in with the right password but an unconfirmed e-mail: says where the link
 * went and offers to send it again. Takes the focus when it appears, so screen readers read it.
 */
export function EmailConfirmationPanel({ email }: EmailConfirmationPanelProps) {
  const resend = useResendConfirmationMutation();
  const panelRef = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900 outline-none sm:p-5"
    >
      <div className="flex gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-100 text-blue-600"
        >
          <OutlineIcon className="size-5">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3.5 6.5 8.5 6 8.5-6" />
          </OutlineIcon>
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold text-blue-900">
            Confirma tu correo electrónico
          </h2>
          <p className="mt-1 leading-relaxed text-blue-800">
            Tu cuenta aún no está activa. Te enviamos un enlace de confirmación a{' '}
            <strong className="font-semibold break-all text-blue-900">{email}</strong>. Ábrelo para activar tu
            cuenta; si no lo encuentras, revisa la carpeta de spam o solicita uno nuevo.
          </p>
        </div>
      </div>

      {resend.isSuccess && (
        <Notice icon tone="success" className="mt-4">
          Correo de confirmación reenviado. Revisa tu bandeja de entrada.
        </Notice>
      )}
      {resend.isError && (
        <Notice icon tone="error" className="mt-4">
          {getResendErrorMessage(resend.error)}
        </Notice>
      )}

      <Button
        className="mt-4 w-full sm:w-auto"
        isLoading={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        {resend.isPending ? 'Enviando...' : 'Reenviar correo'}
      </Button>
    </section>
  );
}
