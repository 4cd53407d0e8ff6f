import { useState } from 'react';
import { profileMessages } from '@inmuebles/shared/users/profile-schemas';
import { Button } from '@/components/ui/button';
import { cancelPendingEmail } from '../api/me-api';
import { useApplyUser } from '../api/use-me';

/**
 * Under the e-mail field: the new address waiting for its confirmation link, with 'Cancelar cambio'
 * (DELETE /me/pending_email). The live region stays mounted so the notice is announced when a save
 * makes it appear.
 */
export function PendingEmailNotice({
  pendingEmail,
  onCancelled,
}: {
  pendingEmail: string | null | undefined;
  onCancelled?: () => void;
}) {
  const applyUser = useApplyUser();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'cancelled' | 'failed' | null>(null);

  async function onCancel() {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await cancelPendingEmail();
      applyUser(answer.user);
      setOutcome('cancelled');
      onCancelled?.();
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div aria-live="polite" className="empty:hidden">
      {pendingEmail ? (
        <div
          data-testid="pending-email-notice"
          className="mt-2 flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="min-w-0">
            Pendiente de confirmación: <strong className="font-semibold wrap-anywhere">{pendingEmail}</strong>
            . Revisa tu bandeja de entrada para confirmar el cambio.
          </p>
          <Button
            variant="secondary"
            size="sm"
            isLoading={busy}
            onClick={() => void onCancel()}
            className="shrink-0 self-start sm:self-center"
          >
            {busy ? 'Cancelando...' : 'Cancelar cambio'}
          </Button>
        </div>
      ) : (
        outcome === 'cancelled' && (
          <p className="mt-1.5 text-sm text-emerald-700">{profileMessages.emailChangeCancelled}</p>
        )
      )}
      {outcome === 'failed' && (
        <p role="alert" className="mt-1.5 text-sm text-red-600">
          No se pudo cancelar el cambio de correo. Intenta de nuevo.
        </p>
      )}
    </div>
  );
}
