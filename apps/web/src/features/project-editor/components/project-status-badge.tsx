import type { ProjectStatus } from '@inmuebles/shared/projects/enums';

const labels: Record<ProjectStatus, string> = {
  draft: 'Borrador',
  published: 'Publicado',
  archived: 'Archivado',
};

/** The dashboard's colours for a state: draft yellow, published green, archived gray. */
const tones: Record<ProjectStatus, string> = {
  draft: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  published: 'bg-emerald-50 text-emerald-700 ring-emerald-600/25',
  archived: 'bg-slate-100 text-slate-600 ring-slate-500/25',
};

/** A project's state as a pill: 'Borrador', 'Publicado' or 'Archivado'. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[status]}`}
    >
      {labels[status]}
    </span>
  );
}

export const projectStatusLabels = labels;
