import { useId } from 'react';
import { deliveryLabel, projectStageLabels, type ProjectStatus } from '@inmuebles/shared/projects/enums';
import type { ProjectCard } from '@inmuebles/shared/projects/project-schema';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';
import { Link } from '@/lib/router';
import { PencilIcon, TrashIcon } from '@/components/icons/action-icons';
import { PublishToggle, rowActionClass } from '@/components/publish-toggle';
import { EyeIcon } from '@/components/icons/property-icons';
import { ProjectStatusBadge } from './project-status-badge';

const dateTime = new Intl.DateTimeFormat('es-PE', { dateStyle: 'medium', timeStyle: 'short' });

export interface ProjectActionHandlers {
  onChangeStatus: (project: ProjectCard, status: ProjectStatus) => void;
  onDelete: (project: ProjectCard) => void;
  /** The project whose state change is running, if any. */
  busyId: number | null;
}

/** "2 tipologías", "1 tipología", "Sin tipologías". */
export function unitTypeCountText(count: number): string {
  if (count === 0) return 'Sin tipologías';
  return count === 1 ? '1 tipología' : `${count} tipologías`;
}

/** One project of the list: state, name, stage and delivery, place, unit types, last change, actions. */
export function ProjectListItem({
  project,
  onChangeStatus,
  onDelete,
  busyId,
}: ProjectActionHandlers & { project: ProjectCard }) {
  const titleId = useId();
  const isBusy = busyId === project.id;
  const place = [project.district, project.province].filter(Boolean).join(', ');

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:gap-6"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <ProjectStatusBadge status={project.status} />
          <span className="text-xs font-semibold tracking-wide text-blue-700 uppercase">
            {projectStageLabels[project.stage]}
          </span>
        </div>
        <h3 id={titleId} className="mt-1 font-semibold text-slate-900">
          <Link to={`/dashboard/projects/edit/${project.id}`} className="hover:underline">
            {project.name}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          {[
            deliveryLabel(project.stage, project.delivery_month, project.delivery_year),
            place,
            unitTypeCountText(project.unit_type_count),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="text-xs text-slate-500">Actualizado: {dateTime.format(new Date(project.updated_at))}</p>
      </div>
      <div className="flex flex-wrap items-center gap-1 border-t border-slate-100 pt-2 lg:border-0 lg:pt-0">
        {project.status === 'published' && (
          <Link
            to={publicPaths.project(project.slug)}
            className={`${rowActionClass} text-slate-600 hover:bg-slate-100 hover:text-slate-900`}
            title="Ver"
          >
            <EyeIcon className="size-4 shrink-0" />
            <span className="sr-only">Ver {project.name}</span>
          </Link>
        )}
        <Link
          to={`/dashboard/projects/edit/${project.id}`}
          className={`${rowActionClass} text-slate-600 hover:bg-slate-100 hover:text-slate-900`}
        >
          <PencilIcon className="size-4 shrink-0" />
          Editar
        </Link>
        <PublishToggle
          status={project.status}
          busy={isBusy}
          disabled={busyId !== null}
          onChange={(status) => onChangeStatus(project, status)}
        />
        {project.status !== 'draft' && (
          <button
            type="button"
            onClick={() => onChangeStatus(project, 'draft')}
            disabled={busyId !== null}
            className={`${rowActionClass} text-slate-600 hover:bg-slate-100`}
          >
            A borrador
          </button>
        )}
        <button
          type="button"
          onClick={() => onDelete(project)}
          title="Eliminar"
          className={`${rowActionClass} ml-auto text-red-600 hover:bg-red-50`}
        >
          <TrashIcon className="size-4 shrink-0" />
          <span className="sr-only">Eliminar {project.name}</span>
        </button>
      </div>
    </article>
  );
}
