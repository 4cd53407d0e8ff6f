import { useId, useState } from 'react';
import { memberName, type TeamMember } from '@inmuebles/shared/teams/team-schema';
import { formatCount } from '@inmuebles/shared/properties/format';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-error';
import { useDeactivateMember } from '../api/team-mutations';
import { controlStyles } from '../utils/team-format';

export interface DeactivateDialogProps {
  companyId: number;
  member: TeamMember;
  /** The active company_admins who may take over (the member excluded). */
  candidates: TeamMember[];
  /** Preselected: the signed-in company_admin when they are a candidate. */
  preferredId: number | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * "Desactivar": the member's sessions end and they cannot sign in; their properties and leads go to the
 * company_admin chosen here. Nothing they made is deleted (docs/product/teams.md).
 */
export function DeactivateDialog({
  companyId,
  member,
  candidates,
  preferredId,
  onClose,
  onDone,
}: DeactivateDialogProps) {
  const selectId = useId();
  const initial = candidates.find((c) => c.id === preferredId)?.id ?? candidates[0]?.id ?? null;
  const [reassignToId, setReassignToId] = useState<number | null>(initial);
  const deactivate = useDeactivateMember(companyId);
  const name = memberName(member);
  const error = deactivate.isError
    ? isApiError(deactivate.error)
      ? deactivate.error.message
      : 'No se pudo desactivar la cuenta.'
    : null;

  return (
    <ConfirmDialog
      title={`¿Desactivar a ${name}?`}
      confirmLabel="Desactivar"
      isConfirming={deactivate.isPending}
      onConfirm={() => {
        if (reassignToId === null) return;
        deactivate.mutate(
          { id: member.id, reassignToId },
          {
            onSuccess: () => {
              const target = candidates.find((c) => c.id === reassignToId);
              onDone(
                `${name} fue desactivado. Sus propiedades y consultas pasaron a ${target ? memberName(target) : 'otro administrador'}.`,
              );
            },
          },
        );
      }}
      onCancel={onClose}
    >
      <div className="space-y-3">
        <p>
          Se cerrarán sus sesiones y no podrá iniciar sesión. Nada de lo que creó se borra; podrás reactivarlo
          cuando quieras.
        </p>
        {candidates.length === 0 ? (
          <p role="alert" className="text-red-700">
            No hay otro administrador activo que pueda recibir sus propiedades. Asigna el rol de administrador
            a alguien del equipo primero.
          </p>
        ) : (
          <div>
            <label htmlFor={selectId} className="mb-1 block font-medium text-slate-800">
              {handOverLabel(member.properties_in_charge)}
            </label>
            <select
              id={selectId}
              value={reassignToId ?? ''}
              onChange={(event) => setReassignToId(Number(event.target.value))}
              className={controlStyles}
            >
              {candidates.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {memberName(candidate)}
                </option>
              ))}
            </select>
          </div>
        )}
        {error && (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}

/** The label of the choice of who receives what the member had in their charge. */
export function handOverLabel(propertiesInCharge: number): string {
  if (propertiesInCharge === 0) return 'Sus consultas pasan a';
  if (propertiesInCharge === 1) return 'Su propiedad a cargo y sus consultas pasan a';
  return `Sus ${formatCount(propertiesInCharge)} propiedades a cargo y sus consultas pasan a`;
}
