import type { ImportRunView } from '@inmuebles/shared/imports/import-run-schema';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { isApiError } from '@/lib/api-error';
import { useDriveImport } from '../api/import-mutations';

/** Under the preview: the archive option, "Importar N avisos" and "Descartar". */
export function ConfirmBar({ run }: { run: ImportRunView }) {
  const checkboxId = useId();
  const [archiveMissing, setArchiveMissing] = useState(false);
  const { confirm, cancel } = useDriveImport(run.id);
  const toWrite = run.counts.new + run.counts.updated;
  const error = confirm.error ?? cancel.error;
  return (
    <div className="space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80">
      <p className="text-sm text-slate-600">
        Las filas con errores no se importan. Nada se escribe hasta que confirmes.
      </p>
      <label htmlFor={checkboxId} className="flex items-start gap-2 text-sm text-slate-700">
        <input
          id={checkboxId}
          type="checkbox"
          checked={archiveMissing}
          onChange={(event) => setArchiveMissing(event.target.checked)}
          className="mt-0.5 size-4 rounded border-slate-300"
        />
        Archivar los avisos que no están en el archivo
      </label>
      {error && (
        <Notice tone="error" details={isApiError(error) ? error.errors : []}>
          {isApiError(error) ? error.message : 'No se pudo completar la acción'}
        </Notice>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() => confirm.mutate(archiveMissing)}
          disabled={toWrite === 0 && !archiveMissing}
          isLoading={confirm.isPending}
        >
          Importar {toWrite} {toWrite === 1 ? 'aviso' : 'avisos'}
        </Button>
        <Button variant="secondary" onClick={() => cancel.mutate()} isLoading={cancel.isPending}>
          Descartar
        </Button>
      </div>
    </div>
  );
}
