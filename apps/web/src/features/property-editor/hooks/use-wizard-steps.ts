import { useCallback, useState } from 'react';
import { lastStep, type StepIndex } from '../model/editor-steps';

/**
 * The current step and the steps seen so far. Any step can be opened from the sidebar (docs/product/signed-in-area.md §4, "Wizard");
 * when editing, every step counts as seen, since the property already has all of them.
 */
export function useWizardSteps(startVisited: boolean) {
  const [step, setStep] = useState<StepIndex>(0);
  const [visited, setVisited] = useState<ReadonlySet<StepIndex>>(
    () => new Set(startVisited ? [0, 1, 2, 3, 4] : [0]),
  );

  const goTo = useCallback((next: StepIndex) => {
    setStep(next);
    setVisited((seen) => (seen.has(next) ? seen : new Set([...seen, next])));
  }, []);

  return {
    step,
    visited,
    goTo,
    previous: () => step > 0 && goTo((step - 1) as StepIndex),
    next: () => step < lastStep && goTo((step + 1) as StepIndex),
  };
}
