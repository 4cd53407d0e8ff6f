import { useId, useState, type FormEvent } from 'react';
import {
  REPORT_COMMENT_MAX,
  reportReasonLabels,
  reportReasons,
  type ReportReason,
} from '@inmuebles/shared/trust/report-schema';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/button-styles';
import { isApiError } from '@/lib/api-error';
import { useReportProperty } from '../api/report-property';

/** The dialog: a reason (radio group), an optional comment, then the server's neutral thank-you. */
export function ReportDialog({ propertyId, onClose }: { propertyId: number; onClose: () => void }) {
  const titleId = useId();
  const commentId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportProperty(propertyId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError('Elige un motivo');
      return;
    }
    setError(null);
    report.mutate(
      { reason, comment: comment.trim() || null },
      {
        onError: (err) =>
          setError(isApiError(err) ? err.message : 'No se pudo enviar el reporte. Intenta de nuevo.'),
      },
    );
  };

  return (
    <Dialog
      labelledBy={titleId}
      onDismiss={report.isPending ? undefined : onClose}
      className="flex-col items-center justify-end p-4 backdrop:bg-slate-900/50 open:flex sm:justify-center"
    >
      <div className="relative max-h-full w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 text-left shadow-2xl ring-1 ring-black/5">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Reportar este aviso
        </h2>
        {report.isSuccess ? (
          <>
            <p role="status" className="mt-3 text-sm text-slate-700">
              {report.data.message}
            </p>
            <div className="mt-6 flex justify-end">
              <button type="button" className={buttonStyles('primary')} onClick={onClose}>
                Cerrar
              </button>
            </div>
          </>
        ) : (
          <form onSubmit={submit} noValidate className="mt-3 space-y-4">
            <fieldset>
              <legend className="text-sm font-medium text-slate-700">¿Qué problema tiene este aviso?</legend>
              <div className="mt-2 space-y-1.5">
                {reportReasons.map((value) => (
                  <label
                    key={value}
                    className="flex cursor-pointer items-start gap-2.5 rounded-lg px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
                  >
                    <input
                      type="radio"
                      name="reason"
                      value={value}
                      checked={reason === value}
                      onChange={() => setReason(value)}
                      className="mt-0.5 size-4 accent-blue-600"
                    />
                    {reportReasonLabels[value]}
                  </label>
                ))}
              </div>
            </fieldset>
            <div>
              <label htmlFor={commentId} className="text-sm font-medium text-slate-700">
                Comentario (opcional)
              </label>
              <textarea
                id={commentId}
                value={comment}
                maxLength={REPORT_COMMENT_MAX}
                onChange={(event) => setComment(event.target.value)}
                rows={3}
                className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-blue-500 focus:ring-2 focus:ring-blue-500/30 focus:outline-none sm:text-sm"
              />
            </div>
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button
                type="button"
                className={buttonStyles('secondary')}
                onClick={onClose}
                disabled={report.isPending}
              >
                Cancelar
              </button>
              <button type="submit" className={buttonStyles('danger')} disabled={report.isPending}>
                {report.isPending ? 'Enviando…' : 'Enviar reporte'}
              </button>
            </div>
          </form>
        )}
      </div>
    </Dialog>
  );
}
