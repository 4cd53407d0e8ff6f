import { importRunStateLabels, type ImportRunView } from '@inmuebles/shared/imports/import-run-schema';
import { Spinner } from '@/components/ui/spinner';
import { Link } from '@/lib/router';
import { useImportHistory } from '../api/get-import-history';
import { formatDuration, formatRunDate } from '../utils/format-run';
import { ErrorsDownload } from './errors-download';

function RunItem({ run }: { run: ImportRunView }) {
  const { counts } = run;
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <Link
          to={`/dashboard/import/${run.id}`}
          className="font-medium break-all text-blue-700 hover:underline"
        >
          {run.file_name}
        </Link>
        <p className="text-sm text-slate-600">
          {formatRunDate(run.created_at)} · {run.started_by ?? 'Cuenta eliminada'} ·{' '}
          {run.format.toUpperCase()}
        </p>
        <p className="text-sm text-slate-600">
          {counts.new} nuevos · {counts.updated} actualizados · {counts.unchanged} sin cambios ·{' '}
          {counts.errors} con errores · {formatDuration(run.duration_seconds)}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {importRunStateLabels[run.state]}
        </span>
        {counts.errors + run.progress.failed > 0 && <ErrorsDownload runId={run.id} />}
      </div>
    </li>
  );
}

/** "Importaciones": who imported what and when, with each run's counts and state. */
export function RunHistory() {
  const history = useImportHistory();
  return (
    <section aria-labelledby="import-history" className="space-y-3">
      <h2 id="import-history" className="text-lg font-semibold text-slate-900">
        Importaciones
      </h2>
      {history.isPending && <Spinner />}
      {history.isError && <p className="text-sm text-red-700">No se pudo cargar el historial.</p>}
      {history.data?.imports.length === 0 && (
        <p className="text-sm text-slate-600">Todavía no hay importaciones.</p>
      )}
      {history.data && history.data.imports.length > 0 && (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200/80">
          {history.data.imports.map((run) => (
            <RunItem key={run.id} run={run} />
          ))}
        </ul>
      )}
    </section>
  );
}
