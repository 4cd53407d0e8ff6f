import { useId, useState } from 'react';
import { invitationCreateSchema, type TeamRole } from '@inmuebles/shared/teams/team-schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-error';
import { useInvite } from '../api/team-mutations';
import { controlStyles, teamRoleOptions } from '../utils/team-format';

export interface InviteDialogProps {
  companyId: number;
  onClose: () => void;
  onSent: (email: string) => void;
}

/** "Invitar miembro": an address and a role; the server e-mails a link valid 7 days. */
export function InviteDialog({ companyId, onClose, onSent }: InviteDialogProps) {
  const emailId = useId();
  const roleId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('agent');
  const [errors, setErrors] = useState<string[]>([]);
  const invite = useInvite(companyId);

  const submit = () => {
    const parsed = invitationCreateSchema.safeParse({ email, role });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    setErrors([]);
    invite.mutate(parsed.data, {
      onSuccess: () => onSent(parsed.data.email),
      onError: (error) =>
        setErrors(
          isApiError(error) && error.errors.length > 0
            ? error.errors
            : [isApiError(error) ? error.message : 'No se pudo enviar la invitación.'],
        ),
    });
  };

  return (
    <ConfirmDialog
      title="Invitar a un miembro"
      confirmLabel="Enviar invitación"
      tone="primary"
      isConfirming={invite.isPending}
      onConfirm={submit}
      onCancel={onClose}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p>Le enviaremos un correo con un enlace para unirse al equipo. El enlace vence en 7 días.</p>
        <div>
          <label htmlFor={emailId} className="mb-1 block text-sm font-medium text-slate-800">
            Correo electrónico
          </label>
          <input
            id={emailId}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={errors.length > 0 ? errorId : undefined}
            className={controlStyles}
            placeholder="nombre@empresa.pe"
          />
        </div>
        <div>
          <label htmlFor={roleId} className="mb-1 block text-sm font-medium text-slate-800">
            Rol
          </label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value as TeamRole)}
            className={controlStyles}
          >
            {teamRoleOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {errors.length > 0 && (
          <ul id={errorId} role="alert" className="space-y-0.5 text-sm text-red-700">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </form>
    </ConfirmDialog>
  );
}
