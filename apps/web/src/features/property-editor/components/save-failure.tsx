import type { SaveFailure } from '../hooks/use-save-property';
import { CloseIcon } from '@/components/icons/navigation-icons';

/** Why the save did not happen, with the server's Spanish reasons under it; announced at once. */
export function SaveFailureNotice({ failure, onDismiss }: { failure: SaveFailure; onDismiss: () => void }) {
  return (
    <div role="alert" className="flex items-start justify-between gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
      <div>
        <p className="font-medium">{failure.text}</p>
        {failure.details.length > 0 && (
          <ul className="mt-1.5 list-disc space-y-0.5 pl-5">
            {failure.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" onClick={onDismiss} aria-label="Cerrar aviso" className="-m-1 rounded p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none">
        <CloseIcon className="size-4 shrink-0" strokeWidth={2} />
      </button>
    </div>
  );
}
