/*
 * The closed vocabularies of a new development ("proyecto inmobiliario") and their Spanish labels: the
 * database enums, the API schemas and the screens read these lists.
 */

/** The building's stage, as the portals name it. */
export const projectStages = ['en_planos', 'en_construccion', 'entrega_inmediata'] as const;
export type ProjectStage = (typeof projectStages)[number];
export const projectStageLabels: Record<ProjectStage, string> = {
  en_planos: 'En planos',
  en_construccion: 'En construcción',
  entrega_inmediata: 'Entrega inmediata',
};

/** A project's states: the properties' three, with their labels (docs/product/projects.md §4). */
export const projectStatuses = ['draft', 'published', 'archived'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** Month names as the cards abbreviate them ("Entrega dic. 2027"). */
export const monthAbbreviations = [
  'ene.',
  'feb.',
  'mar.',
  'abr.',
  'may.',
  'jun.',
  'jul.',
  'ago.',
  'set.',
  'oct.',
  'nov.',
  'dic.',
] as const;

/** "Entrega dic. 2027", or "Entrega inmediata" for a ready building. */
export function deliveryLabel(stage: ProjectStage, month: number | null, year: number | null): string {
  if (stage === 'entrega_inmediata' || month === null || year === null) return 'Entrega inmediata';
  return `Entrega ${monthAbbreviations[month - 1] ?? ''} ${year}`;
}
