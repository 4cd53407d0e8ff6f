import { useId, useState } from 'react';
import { memberName } from '@inmuebles/shared/teams/team-schema';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useMembers } from '../api/get-members';
import { useSetPropertyAgent } from '../api/set-property-agent';
import { controlStyles } from '../utils/team-format';

export interface PropertyAgentPickerProps {
  companyId: number;
  propertyId: number;
  /** The agent in charge now (null when nobody active is). */
  agentId: number | null;
  currentUserId: number;
  /** The management list's one-line form (the editor shows a panel). */
  compact?: boolean;
}

/**
 * "Agente a cargo" of a property (docs/product/teams.md): a company_admin picks any active member; an
 * agent may take it for themself only when the company allows it; otherwise it is shown read-only.
 */
export function PropertyAgentPicker({
  companyId,
  propertyId,
  agentId,
  currentUserId,
  compact = false,
}: PropertyAgentPickerProps) {
  const selectId = useId();
  const members = useMembers(companyId);
  const setAgent = useSetPropertyAgent(companyId, propertyId);
  const [current, setCurrent] = useState<number | null>(agentId);
  const [saved, setSaved] = useState(false);
  if (!members.data) return null;
  const { can_manage: canManage, settings } = members.data;
  const eligible = members.data.members.filter((m) => m.active && m.role !== 'admin');
  const inCharge = members.data.members.find((m) => m.id === current);
  const choose = (id: number) =>
    setAgent.mutate(id, {
      onSuccess: () => {
        setCurrent(id);
        setSaved(true);
      },
    });

  return (
    <section
      aria-label="Agente a cargo"
      className={
        compact
          ? 'flex flex-col gap-1.5 text-sm'
          : 'flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80 sm:flex-row sm:items-center sm:justify-between'
      }
    >
      {canManage ? (
        <div
          className={
            compact ? 'flex flex-col gap-1' : 'flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3'
          }
        >
          <label htmlFor={selectId} className="shrink-0 text-sm font-medium text-slate-800">
            Agente a cargo
          </label>
          <select
            id={selectId}
            value={current ?? ''}
            disabled={setAgent.isPending}
            onChange={(event) => choose(Number(event.target.value))}
            className={compact ? `${controlStyles} py-1` : `${controlStyles} sm:w-72`}
          >
            {current === null && <option value="">Sin asignar</option>}
            {eligible.map((member) => (
              <option key={member.id} value={member.id}>
                {memberName(member)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-800">Agente a cargo:</span>{' '}
          {inCharge ? memberName(inCharge) : 'Sin asignar'}
        </p>
      )}
      {!canManage && settings.agents_may_take_properties && current !== currentUserId && (
        <Button
          variant="secondary"
          size="sm"
          isLoading={setAgent.isPending}
          onClick={() => choose(currentUserId)}
        >
          Tomar a mi cargo
        </Button>
      )}
      <p aria-live="polite" className="text-sm">
        {setAgent.isError ? (
          <span className="text-red-700">
            {isApiError(setAgent.error) ? setAgent.error.message : 'No se pudo cambiar el agente a cargo.'}
          </span>
        ) : saved ? (
          <span className="text-emerald-700">Agente a cargo actualizado.</span>
        ) : null}
      </p>
    </section>
  );
}
