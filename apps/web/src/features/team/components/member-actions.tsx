import { useId } from 'react';
import type { TeamMember, TeamRole } from '@inmuebles/shared/teams/team-schema';
import { memberName } from '@inmuebles/shared/teams/team-schema';
import { Button } from '@/components/ui/button';
import { controlStyles, roleLabel, teamRoleOptions } from '../utils/team-format';

export interface RoleControlProps {
  member: TeamMember;
  isBusy: boolean;
  onRoleChange: (role: TeamRole) => void;
}

/** The role select of one member; the platform's admin is not a company role: shown, never changed here. */
export function RoleControl({ member, isBusy, onRoleChange }: RoleControlProps) {
  const roleId = useId();
  if (member.role === 'admin' || !member.active) return <>{roleLabel(member.role)}</>;
  return (
    <>
      <label htmlFor={roleId} className="sr-only">
        {`Rol de ${memberName(member)}`}
      </label>
      <select
        id={roleId}
        value={member.role}
        disabled={isBusy}
        onChange={(event) => onRoleChange(event.target.value as TeamRole)}
        // As wide as its longest role: 'Administrador de empresa' is never cut.
        className={`${controlStyles} min-w-max py-1.5`}
      >
        {teamRoleOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

export interface StatusControlProps {
  member: TeamMember;
  /** The signed-in person's own row: nobody deactivates themselves from the team list. */
  isSelf: boolean;
  isBusy: boolean;
  onDeactivate: () => void;
  onReactivate: () => void;
}

/** 'Desactivar' (opens the dialog with the reassignment) or 'Reactivar'; nothing on one's own row. */
export function StatusControl({ member, isSelf, isBusy, onDeactivate, onReactivate }: StatusControlProps) {
  if (member.role === 'admin' || isSelf) return null;
  const name = memberName(member);
  return member.active ? (
    <Button
      variant="secondary"
      size="sm"
      disabled={isBusy}
      onClick={onDeactivate}
      aria-label={`Desactivar a ${name}`}
    >
      Desactivar
    </Button>
  ) : (
    <Button
      variant="secondary"
      size="sm"
      isLoading={isBusy}
      onClick={onReactivate}
      aria-label={`Reactivar a ${name}`}
    >
      Reactivar
    </Button>
  );
}
