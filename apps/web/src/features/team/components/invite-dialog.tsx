import { useId, useRef, useState } from 'react';
import { invitationCreateSchema, type TeamRole } from '@inmuebles/shared/teams/team-schema';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
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
  const titleId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
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

  const cancel = () => {
    if (!invite.isPending) onClose();
  };

  return (
    <Dialog
      labelledBy={titleId}
      initialFocus={emailRef}
      onDismiss={cancel}
      className="flex-col items-center justify-end p-4 backdrop:bg-slate-900/50 backdrop:backdrop-blur-[1px] open:flex sm:justify-center"
    >
      <form
        noValidate
        className="relative w-full max-w-md space-y-4 rounded-2xl bg-white p-6 text-sm text-slate-600 shadow-2xl ring-1 ring-black/5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Invitar a un miembro
        </h2>
        <p>Le enviaremos un correo con un enlace para unirse al equipo. El enlace vence en 7 días.</p>
        <div>
          <label htmlFor={emailId} className="mb-1 block text-sm font-medium text-slate-800">
            Correo electrónico
          </label>
          <input
            ref={emailRef}
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
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={cancel} disabled={invite.isPending}>
            Cancelar
          </Button>
          <Button type="submit" isLoading={invite.isPending}>
            Enviar invitación
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
