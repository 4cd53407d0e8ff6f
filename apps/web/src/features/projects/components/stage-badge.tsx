import { projectStageLabels, type ProjectStage } from '@inmuebles/shared/projects/enums';

const stageTones: Record<ProjectStage, string> = {
  en_planos: 'bg-violet-50 text-violet-800 ring-violet-200',
  en_construccion: 'bg-amber-50 text-amber-800 ring-amber-200',
  entrega_inmediata: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** 'En planos', 'En construcción' or 'Entrega inmediata', each in its own colour. */
export function StageBadge({ stage, className = '' }: { stage: ProjectStage; className?: string }) {
  return (
    <span
      className={`inline-flex w-fit items-center rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${stageTones[stage]} ${className}`}
    >
      {projectStageLabels[stage]}
    </span>
  );
}
