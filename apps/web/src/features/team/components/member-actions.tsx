import { useId } from 'react';
import type { TeamMember, TeamRole } from '@inmuebles/shared/teams/team-schema';
import { memberName } from '@inmuebles/shared/teams/team-schema';
import { Button } from '@/components/ui/button';
import { controlStyles, roleLabel, teamRoleOptions } from '../utils/team-format';

export interface MemberActionsProps {
  member: TeamMember;
  isBusy: boolean;
  onRoleChange: (role: TeamRole) => void;
  onDeactivate: () => void;
  onReactivate: () => void;
}

/** The role select and the deactivate or reactivate button of one member (company_admins and admins only). */
export function MemberActions({
  member,
  isBusy,
  onRoleChange,
  onDeactivate,
  onReactivate,
}: MemberActionsProps) {
  const roleId = useId();
  // The platform's admin is not one of the company's roles: shown, never changed from here.
  if (member.role === 'admin')
    return <span className="text-sm text-slate-500">{roleLabel(member.role)}</span>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={roleId} className="sr-only">
        {`Rol de ${memberName(member)}`}
      </label>
      <select
        id={roleId}
        value={member.role}
        disabled={isBusy || !member.active}
        onChange={(event) => onRoleChange(event.target.value as TeamRole)}
        className={`${controlStyles} w-auto py-1.5`}
      >
        {teamRoleOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {member.active ? (
        <Button variant="secondary" size="sm" disabled={isBusy} onClick={onDeactivate}>
          Desactivar
        </Button>
      ) : (
        <Button variant="secondary" size="sm" isLoading={isBusy} onClick={onReactivate}>
          Reactivar
        </Button>
      )}
    </div>
  );
}
