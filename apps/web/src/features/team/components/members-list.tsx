import type { ReactNode } from 'react';
import { memberName, type TeamMember } from '@inmuebles/shared/teams/team-schema';
import { formatCount } from '@inmuebles/shared/properties/format';
import { Avatar } from '@/components/ui/avatar';
import { formatLastSignIn, roleLabel } from '../utils/team-format';

export interface MemberControls {
  /** The role cell's content (a select for those who manage the team). */
  role: (member: TeamMember) => ReactNode;
  /** Deactivate or reactivate. */
  status: (member: TeamMember) => ReactNode;
}

export interface MembersListProps {
  members: TeamMember[];
  /** Whether the list shows the sign-ins (only for those who manage the team). */
  showsSignIns: boolean;
  /** What a company_admin or admin may change; absent for a read-only list. */
  controls?: MemberControls;
}

function StatusChip({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${active ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-700 ring-1 ring-slate-300'}`}
    >
      {active ? 'Activo' : 'Desactivado'}
    </span>
  );
}

/** An e-mail address that, when it must wrap, wraps at its '@' rather than in the middle of a word. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** Photo, name, e-mail and phone. */
function Identity({ member }: { member: TeamMember }) {
  const name = memberName(member);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={name} imageUrl={member.avatar_url} size="sm" />
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-sm break-words text-slate-600">
          <EmailText email={member.email} />
        </p>
        <p className="text-sm text-slate-600">{member.phone ?? 'Teléfono no indicado'}</p>
      </div>
    </div>
  );
}

/**
 * The members: a table from lg up, stacked cards below (docs/product/teams.md). Name, e-mail, phone, role,
 * properties in charge, last sign-in (managers only) and status.
 */
export function MembersList({ members, showsSignIns, controls }: MembersListProps) {
  const role = (member: TeamMember) => (controls ? controls.role(member) : roleLabel(member.role));
  return (
    <>
      <ul className="divide-y divide-slate-100 lg:hidden" aria-label="Miembros del equipo">
        {members.map((member) => (
          <li key={member.id} className="space-y-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <Identity member={member} />
              <StatusChip active={member.active} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
              {/* The role on a row of its own: the select keeps the card's width for its longest name. */}
              <dt className="col-span-2 text-slate-500">Rol</dt>
              <dd className="col-span-2 text-slate-800">{role(member)}</dd>
              <dt className="text-slate-500">Propiedades a cargo</dt>
              <dd className="text-slate-800">{formatCount(member.properties_in_charge)}</dd>
              {showsSignIns && (
                <>
                  <dt className="text-slate-500">Último acceso</dt>
                  <dd className="text-slate-800">{formatLastSignIn(member.last_sign_in_at)}</dd>
                </>
              )}
            </dl>
            {controls?.status(member)}
          </li>
        ))}
      </ul>

      <table className="hidden w-full text-left text-sm lg:table">
        <caption className="sr-only">Miembros del equipo</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Miembro
            </th>
            <th scope="col" className="w-64 px-4 py-3">
              Rol
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Propiedades
            </th>
            {showsSignIns && (
              <th scope="col" className="px-4 py-3">
                Último acceso
              </th>
            )}
            <th scope="col" className="px-4 py-3">
              Estado
            </th>
            {controls && (
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Acciones</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {members.map((member) => (
            <tr key={member.id} className="align-middle">
              <td className="px-4 py-3">
                <Identity member={member} />
              </td>
              <td className="px-4 py-3 text-slate-700">{role(member)}</td>
              <td className="px-4 py-3 text-right text-slate-700">
                {formatCount(member.properties_in_charge)}
              </td>
              {showsSignIns && (
                <td className="px-4 py-3 text-slate-700">{formatLastSignIn(member.last_sign_in_at)}</td>
              )}
              <td className="px-4 py-3">
                <StatusChip active={member.active} />
              </td>
              {controls && <td className="px-4 py-3 text-right">{controls.status(member)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
