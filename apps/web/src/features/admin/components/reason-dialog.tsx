import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/button-styles';

/** Asks the reason of a hide or a suspension (required: the company reads it; the audit log keeps it). */
export function ReasonDialog({
  title,
  confirmLabel,
  isPending,
  error,
  onConfirm,
  onCancel,
}: {
  title: string;
  confirmLabel: string;
  isPending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      labelledBy={titleId}
      onDismiss={isPending ? undefined : onCancel}
      className="flex-col items-center justify-end p-4 backdrop:bg-slate-900/50 open:flex sm:justify-center"
    >
      <form
        onSubmit={submit}
        className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-black/5"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <label htmlFor={fieldId} className="mt-4 block text-sm font-medium text-slate-700">
          Motivo
        </label>
        <textarea
          id={fieldId}
          required
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none sm:text-sm"
        />
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonStyles('secondary')} onClick={onCancel} disabled={isPending}>
            Cancelar
          </button>
          <button type="submit" className={buttonStyles('danger')} disabled={isPending}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
