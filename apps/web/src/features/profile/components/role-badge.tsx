import { isRole, roleLabels } from '@inmuebles/shared/users/roles';

const roleColours: Record<string, string> = {
  admin: 'bg-green-100 text-green-800 ring-green-600/20',
  agent: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  company_admin: 'bg-purple-100 text-purple-800 ring-purple-600/20',
};

const neutral = 'bg-slate-100 text-slate-700 ring-slate-500/20';

/**
 * Role badge of the profile: admin green, agent blue, company_admin purple, with the Spanish role label
 * (never the raw 'Company_admin'); 'N/A' when missing.
 */
export function RoleBadge({ role }: { role?: string | null }) {
  const colours = (role && roleColours[role]) || neutral;
  return (
    <span
      data-testid="role-badge"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours}`}
    >
      {isRole(role) ? roleLabels[role] : 'N/A'}
    </span>
  );
}
