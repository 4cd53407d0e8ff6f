import { CloseIcon } from '@/components/icons/navigation-icons';

/** The outcome of the last action on a screen. */
export interface ScreenNotice {
  tone: 'success' | 'error';
  text: string;
  /** The server's validation messages, one per line. */
  details?: string[];
}

/** A dismissible message in place of the old client's alerts; errors are announced at once, successes politely. */
export function Notice({ notice, onDismiss }: { notice: ScreenNotice; onDismiss: () => void }) {
  const isError = notice.tone === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={`flex items-start justify-between gap-3 rounded-xl px-4 py-3 text-sm ring-1 ${
        isError ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200'
      }`}
    >
      <div className="min-w-0">
        <p className="font-medium">{notice.text}</p>
        {notice.details && notice.details.length > 0 && (
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {notice.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Cerrar aviso"
        className="-m-1 shrink-0 rounded p-1 opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
