import { roleLabels, type Role } from '@inmuebles/shared/users/roles';

const dateFormat = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeZone: 'America/Lima' });
const dateTimeFormat = new Intl.DateTimeFormat('es-PE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Lima',
});

/** '24 nov 2026' in Lima's calendar. */
export const formatDay = (iso: string) => dateFormat.format(new Date(iso));

/** The team list's "Último acceso": a date and time, or 'Nunca'. */
export const formatLastSignIn = (iso: string | null) =>
  iso ? dateTimeFormat.format(new Date(iso)) : 'Nunca';

export const roleLabel = (role: Role) => roleLabels[role];

/** The <select> of the roles a company gives. */
export const teamRoleOptions = [
  { value: 'agent', label: roleLabels.agent },
  { value: 'company_admin', label: roleLabels.company_admin },
] as const;

/** Inputs and selects of the team dialogs. */
export const controlStyles =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none sm:text-sm';
