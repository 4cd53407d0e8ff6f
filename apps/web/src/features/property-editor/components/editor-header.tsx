import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { SaveIcon } from '@/components/icons/action-icons';
import { ArrowLeftIcon } from '@/components/icons/navigation-icons';

export interface EditorHeaderProps {
  heading: string;
  /** Where 'Volver' leads: the list the editor was opened from. */
  backPath: string;
  /** The property's title when editing. */
  subtitle?: string;
  saveLabel: string;
  canSave: boolean;
  isSaving: boolean;
  onSave: () => void;
}

/**
 * 'Volver' to the list, the screen's title and the save button, disabled while saving or while step 1 or 2
 * is invalid (docs/product/signed-in-area.md §2.3).
 */
export function EditorHeader({
  heading,
  backPath,
  subtitle,
  saveLabel,
  canSave,
  isSaving,
  onSave,
}: EditorHeaderProps) {
  return (
    <header className="space-y-3">
      <Link
        to={backPath}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
      >
        <ArrowLeftIcon className="size-4 shrink-0" strokeWidth={2} />
        Volver
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
          {subtitle && <p className="mt-1 truncate text-sm text-slate-600">{subtitle}</p>}
        </div>
        <Button disabled={!canSave} isLoading={isSaving} className="w-full sm:w-auto" onClick={onSave}>
          {!isSaving && <SaveIcon className="size-4 shrink-0" strokeWidth={2} />}
          {isSaving ? 'Guardando...' : saveLabel}
        </Button>
      </div>
    </header>
  );
}
