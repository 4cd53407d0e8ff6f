/** The wizard's five steps, in order (docs/product/signed-in-area.md §2.3). */
export const editorSteps = [
  'Información Básica',
  'Ubicación',
  'Fotos',
  'Detalles y Mapa',
  'Revisión',
] as const;

/** 0-based index of a step. */
export type StepIndex = 0 | 1 | 2 | 3 | 4;

export const stepCount = editorSteps.length;
export const lastStep = (stepCount - 1) as StepIndex;

/** Where a step stands, for the progress sidebar. */
export type StepState = 'current' | 'complete' | 'invalid' | 'pending';

/**
 * How the progress sidebar shows each step: the current one; an invalid one once the user has been there
 * or tried to save; a valid one already visited as complete when it holds something (`hasContent`, see
 * step-content.ts: an empty optional step is not "Completo"); the rest as pending.
 */
export function stepStates(
  current: StepIndex,
  visited: ReadonlySet<StepIndex>,
  stepValid: readonly boolean[],
  showAllErrors: boolean,
  hasContent: readonly boolean[] = [],
): StepState[] {
  return editorSteps.map((_, index) => {
    const step = index as StepIndex;
    if (step === current) return 'current';
    if (!stepValid[step]) return visited.has(step) || showAllErrors ? 'invalid' : 'pending';
    return visited.has(step) && hasContent[step] !== false ? 'complete' : 'pending';
  });
}
