import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadImportErrors } from '../api/import-mutations';

/** "Descargar errores (CSV)": the run's errors as a file. */
export function ErrorsDownload({ runId }: { runId: number }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = () => {
    setBusy(true);
    setFailed(false);
    downloadImportErrors(runId)
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" size="sm" onClick={download} isLoading={busy}>
        Descargar errores (CSV)
      </Button>
      {failed && <span className="text-sm text-red-700">No se pudo descargar</span>}
    </span>
  );
}
