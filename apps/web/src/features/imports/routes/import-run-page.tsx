import { pageTitle } from '@inmuebles/shared/format/page-title';
import {
  importRunStateLabels,
  type ImportRowOutcomeName,
  type ImportRunView,
} from '@inmuebles/shared/imports/import-run-schema';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { Link, useParams } from '@/lib/router';
import { useImportRun } from '../api/get-import-run';
import { useDriveImport } from '../api/import-mutations';
import { ConfirmBar } from '../components/confirm-bar';
import { ErrorsDownload } from '../components/errors-download';
import { OutcomeCounts } from '../components/outcome-counts';
import { PreviewRows } from '../components/preview-rows';
import { RunProgress } from '../components/run-progress';

function FinishedNotice({ run }: { run: ImportRunView }) {
  if (run.state === 'done') {
    const { written, archived } = run.progress;
    return (
      <Notice tone="success" title="Importación terminada">
        {written} {written === 1 ? 'aviso escrito' : 'avisos escritos'}
        {archived > 0 ? `, ${archived} archivados` : ''}.{' '}
        <Link to="/dashboard/properties" className="font-medium underline">
          Ver mis propiedades
        </Link>
      </Notice>
    );
  }
  if (run.state === 'failed') return <Notice tone="error">{run.failure ?? 'La importación falló'}</Notice>;
  if (run.state === 'cancelled')
    return <Notice tone="info">Importación cancelada. Lo ya escrito se conserva.</Notice>;
  return null;
}

function Run({ run }: { run: ImportRunView }) {
  const [outcome, setOutcome] = useState<ImportRowOutcomeName | undefined>(undefined);
  const [page, setPage] = useState(1);
  const { cancel } = useDriveImport(run.id);
  const working = run.state === 'queued' || run.state === 'running';
  return (
    <>
      {run.state === 'preview' ? <ConfirmBar run={run} /> : <RunProgress run={run} />}
      <FinishedNotice run={run} />
      {working && (
        <Button variant="secondary" onClick={() => cancel.mutate()} isLoading={cancel.isPending}>
          Cancelar importación
        </Button>
      )}
      <section aria-labelledby="import-rows" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="import-rows" className="text-lg font-semibold text-slate-900">
            Filas del archivo
          </h2>
          {run.counts.errors + run.progress.failed > 0 && <ErrorsDownload runId={run.id} />}
        </div>
        <OutcomeCounts
          counts={run.counts}
          selected={outcome}
          onSelect={(next) => {
            setOutcome(next);
            setPage(1);
          }}
        />
        <PreviewRows runId={run.id} outcome={outcome} page={page} onPage={setPage} />
      </section>
    </>
  );
}

/** `/dashboard/import/{id}`: the preview of an upload, then its progress and result (docs/product/imports.md). */
export function ImportRunPage() {
  const { id = '' } = useParams();
  const runId = Number(id);
  const run = useImportRun(runId);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <title>{pageTitle('Importar avisos')}</title>
      <Link to="/dashboard/import" className="text-sm font-medium text-blue-700 hover:underline">
        ← Importar avisos
      </Link>
      {run.isPending && <Spinner />}
      {run.isError && (
        <Notice tone="error">
          {isApiError(run.error) ? run.error.message : 'No se pudo cargar la importación'}
        </Notice>
      )}
      {run.data && (
        <>
          <div>
            <h1 className="text-2xl font-bold tracking-tight break-all text-slate-900 sm:text-3xl">
              {run.data.import.file_name}
            </h1>
            <p className="mt-1 text-sm text-slate-600">
              {importRunStateLabels[run.data.import.state]} · {run.data.import.counts.total} filas
            </p>
          </div>
          <Run run={run.data.import} />
        </>
      )}
    </div>
  );
}
