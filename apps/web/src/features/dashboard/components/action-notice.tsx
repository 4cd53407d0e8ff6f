import { CloseIcon } from '@/components/icons/navigation-icons';

/** The outcome of the last action on the list. */
export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** A dismissible line above the list; errors are announced at once, successes politely. */
export function ActionNotice({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const isError = notice.tone === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={`flex items-start justify-between gap-3 rounded-xl px-4 py-3 text-sm font-medium ring-1 ${
        isError ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200'
      }`}
    >
      <p>{notice.text}</p>
      <button type="button" onClick={onDismiss} aria-label="Cerrar aviso" className="-m-1 rounded p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none">
        <CloseIcon className="size-4 shrink-0" />
      </button>
    </div>
  );
}
