import { Button } from '@/components/ui/button';
import { lastStep, stepCount, type StepIndex } from '../model/editor-steps';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons/navigation-icons';

export interface StepNavigationProps {
  step: StepIndex;
  /** Siguiente is disabled while the current step is invalid (docs/product/signed-in-area.md §2.3). */
  canGoNext: boolean;
  disabled?: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** 'Anterior', 'Paso X de 5', 'Siguiente' under the step. */
export function StepNavigation({
  step,
  canGoNext,
  disabled = false,
  onPrevious,
  onNext,
}: StepNavigationProps) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
      <Button variant="secondary" disabled={step === 0 || disabled} onClick={onPrevious}>
        <ChevronLeftIcon className="size-4 shrink-0" strokeWidth={2} />
        Anterior
      </Button>
      {/* On a phone the counter takes its own line above the buttons. */}
      <p className="order-first w-full text-center text-sm whitespace-nowrap text-slate-500 sm:order-none sm:w-auto">
        Paso {step + 1} de {stepCount}
      </p>
      {step < lastStep ? (
        <Button disabled={!canGoNext || disabled} onClick={onNext}>
          Siguiente
          <ChevronRightIcon className="size-4 shrink-0" strokeWidth={2} />
        </Button>
      ) : (
        // Keeps 'Paso X de 5' centred on the last step, where the save actions replace Siguiente.
        <span aria-hidden="true" className="hidden w-[7.5rem] sm:block" />
      )}
    </div>
  );
}
