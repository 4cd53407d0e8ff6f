import type { ProjectCard as ProjectCardData } from '@inmuebles/shared/projects/project-schema';
import { projectCardFacts } from '@inmuebles/shared/projects/card-text';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';
import { Link } from '@/lib/router';
import { MapPinIcon } from '@/components/icons/property-icons';
import { ProjectPhoto } from './project-photo';
import { StageBadge } from './stage-badge';

export interface ProjectCardProps {
  project: ProjectCardData;
  priority?: boolean;
  /** Among properties (the main search's "Comprar"), the card says it is a project. */
  markAsProject?: boolean;
}

/**
 * A project in the search: photo, stage badge, name, place, "Desde S/ 389,000 · 1 a 3 dorm. · 45 a 98 m² ·
 * Entrega dic. 2027" and the builder. The whole card opens the project's page.
 */
export function ProjectCard({ project, priority = false, markAsProject = false }: ProjectCardProps) {
  const [price, ...facts] = projectCardFacts(project);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-video overflow-hidden bg-slate-100 sm:aspect-[4/3]">
        <ProjectPhoto url={project.main_photo_url} alt={project.name} priority={priority} />
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          {markAsProject && (
            <span className="rounded-md bg-indigo-700 px-2 py-0.5 text-xs font-semibold text-white shadow-sm">
              Proyecto
            </span>
          )}
          <StageBadge stage={project.stage} className="bg-white/95 shadow-sm" />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        {price && <p className="text-lg font-bold text-slate-900">{price}</p>}
        <h2 className="text-base font-semibold text-slate-900">
          <Link
            to={publicPaths.project(project.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {project.name}
          </Link>
        </h2>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPinIcon className="size-4 shrink-0" />
          {project.district}, {project.province}
        </p>
        <p className="text-sm text-slate-700">{facts.join(' · ')}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-xs text-slate-500">
          <span>
            Por <span className="font-medium text-slate-700">{project.company.name}</span>
          </span>
          {project.mivivienda && (
            <span className="rounded-md bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
              Apto MiVivienda
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
