import { editorSteps, type StepIndex, type StepState } from '../model/editor-steps';
import { AlertIcon, CheckIcon } from '@/components/icons/action-icons';

export interface StepProgressProps {
  states: StepState[];
  onSelect: (step: StepIndex) => void;
  /** Disables jumping while the property saves. */
  disabled?: boolean;
}

const stateTexts: Record<StepState, string> = {
  current: 'paso actual',
  complete: 'completo',
  invalid: 'incompleto',
  pending: 'pendiente',
};

const badgeStyles: Record<StepState, string> = {
  current: 'bg-blue-600 text-white ring-blue-600',
  complete: 'bg-emerald-600 text-white ring-emerald-600',
  invalid: 'bg-white text-red-600 ring-red-400',
  pending: 'bg-white text-slate-500 ring-slate-300',
};

function StepBadge({ index, state }: { index: number; state: StepState }) {
  return (
    <span
      aria-hidden="true"
      className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ring-2 ${badgeStyles[state]}`}
    >
      {state === 'complete' ? (
        <CheckIcon className="size-4 shrink-0" strokeWidth={2} />
      ) : state === 'invalid' ? (
        <AlertIcon className="size-4 shrink-0" strokeWidth={2} />
      ) : (
        index + 1
      )}
    </span>
  );
}

/**
 * The progress sidebar (docs/product/signed-in-area.md §2.3): the five steps, each one a button that opens it, marked complete or
 * incomplete. On wide screens a vertical list beside the step; on phones a compact row above it.
 */
export function StepProgress({ states, onSelect, disabled = false }: StepProgressProps) {
  const current = states.indexOf('current');
  return (
    <nav aria-label="Pasos del formulario">
      {/* Phone: five numbered circles joined by a line; the step's card below carries its name. */}
      <ol className="flex items-center justify-between lg:hidden">
        {editorSteps.map((name, index) => {
          const state = states[index] ?? 'pending';
          return (
            <li key={name} className="flex flex-1 items-center last:flex-none">
              <button
                type="button"
                disabled={disabled}
                onClick={() => onSelect(index as StepIndex)}
                aria-current={state === 'current' ? 'step' : undefined}
                aria-label={`${index + 1}. ${name} (${stateTexts[state]})`}
                className="rounded-full focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
              >
                <StepBadge index={index} state={state} />
              </button>
              {index < editorSteps.length - 1 && (
                <span
                  aria-hidden="true"
                  className={`mx-1 h-0.5 flex-1 rounded ${index < current ? 'bg-blue-300' : 'bg-slate-200'}`}
                />
              )}
            </li>
          );
        })}
      </ol>

      {/* Wide screens: a vertical list with the names. */}
      <ol className="hidden space-y-1 lg:block">
        {editorSteps.map((name, index) => {
          const state = states[index] ?? 'pending';
          const isCurrent = state === 'current';
          return (
            <li key={name}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onSelect(index as StepIndex)}
                aria-current={isCurrent ? 'step' : undefined}
                className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none disabled:opacity-60 ${
                  isCurrent ? 'bg-blue-50' : 'hover:bg-slate-100'
                }`}
              >
                <StepBadge index={index} state={state} />
                <span className="min-w-0">
                  <span
                    className={`block text-sm font-medium ${isCurrent ? 'text-blue-800' : 'text-slate-800'}`}
                  >
                    {name}
                  </span>
                  <span
                    className={`block text-xs ${state === 'invalid' ? 'text-red-600' : 'text-slate-600'}`}
                  >
                    {stateTexts[state].replace(/^./, (c) => c.toUpperCase())}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
