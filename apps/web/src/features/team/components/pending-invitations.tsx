import type { TeamInvitation } from '@inmuebles/shared/teams/team-schema';
import { Button } from '@/components/ui/button';
import { formatDay, roleLabel } from '../utils/team-format';

export interface PendingInvitationsProps {
  invitations: TeamInvitation[];
  busyId: number | null;
  onResend: (invitation: TeamInvitation) => void;
  onRevoke: (invitation: TeamInvitation) => void;
}

/** Invitations not yet accepted: each can be resent (a new 7-day link) or revoked. */
export function PendingInvitations({ invitations, busyId, onResend, onRevoke }: PendingInvitationsProps) {
  if (invitations.length === 0) {
    return <p className="px-4 py-6 text-center text-sm text-slate-600">No hay invitaciones pendientes.</p>;
  }
  return (
    <ul className="divide-y divide-slate-100">
      {invitations.map((invitation) => {
        const expired = invitation.status === 'expired';
        return (
          <li
            key={invitation.id}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-medium break-all text-slate-900">{invitation.email}</p>
              <p className="text-sm text-slate-600">
                {roleLabel(invitation.role)} · Enviada el {formatDay(invitation.sent_at)}
                {invitation.invited_by ? ` por ${invitation.invited_by}` : ''} ·{' '}
                <span className={expired ? 'font-medium text-red-700' : ''}>
                  {expired ? 'Vencida' : `Vence el ${formatDay(invitation.expires_at)}`}
                </span>
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                isLoading={busyId === invitation.id}
                onClick={() => onResend(invitation)}
                aria-label={`Reenviar invitación a ${invitation.email}`}
              >
                Reenviar
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={busyId === invitation.id}
                onClick={() => onRevoke(invitation)}
                aria-label={`Revocar invitación a ${invitation.email}`}
              >
                Revocar
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
