import type { ViewMode } from '../hooks/use-view-mode';
import { GridIcon, ListIcon } from '@/components/icons/navigation-icons';

const modes = [
  { mode: 'grid', label: 'Cuadrícula', Icon: GridIcon },
  { mode: 'list', label: 'Lista', Icon: ListIcon },
] as const;

/** Grid or list: two pressed-state buttons. */
export function ViewModeToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  return (
    <div
      role="group"
      aria-label="Vista"
      className="inline-flex h-11 shrink-0 rounded-xl border border-slate-300 bg-white p-1 shadow-sm"
    >
      {modes.map(({ mode, label, Icon }) => {
        const isActive = value === mode;
        return (
          <button
            key={mode}
            type="button"
            aria-pressed={isActive}
            title={`Vista de ${label.toLowerCase()}`}
            onClick={() => onChange(mode)}
            className={`inline-flex items-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
              isActive ? 'bg-blue-600 text-white shadow-sm' : 'text-slate-600 hover:bg-slate-100'
            }`}
          >
            <Icon className="size-4 shrink-0" />
            <span className="sr-only sm:not-sr-only">{label}</span>
          </button>
        );
      })}
    </div>
  );
}
