import { ImportLimits } from '@inmuebles/shared/imports/import-limits';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { isApiError } from '@/lib/api-error';
import { useNavigate } from '@/lib/router';
import { useUploadImport } from '../api/import-mutations';

const maxMegabytes = ImportLimits.maxFileBytes / (1024 * 1024);

/** The file chooser, the template download and the upload that opens the preview. */
export function UploadForm() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadImport();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (answer) => navigate(`/dashboard/import/${answer.import.id}`),
    });
  };

  const error = upload.error;
  return (
    <form
      onSubmit={submit}
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:p-6"
    >
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Subir archivo</h2>
        <p className="mt-1 text-sm text-slate-600">
          XLSX, CSV (UTF-8 o el de Excel, con ; o ,) o JSON. Hasta {maxMegabytes} MB y{' '}
          {ImportLimits.maxRows.toLocaleString('es-PE')} filas. Cada aviso se identifica por su código de
          referencia: reimportar el mismo archivo no cambia nada.
        </p>
      </div>
      <div className="flex flex-wrap gap-3 text-sm">
        <a href="/api/v1/import/template.xlsx" download className={buttonStyles('secondary', 'sm')}>
          Descargar plantilla
        </a>
        <a
          href="/api/v1/import/schema.json"
          className="self-center font-medium text-blue-700 hover:underline"
        >
          Formato JSON (JSON Schema)
        </a>
      </div>
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          Archivo
        </label>
        <input
          id={inputId}
          type="file"
          accept=".xlsx,.csv,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-blue-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-blue-700 hover:file:bg-blue-100"
        />
      </div>
      {error && (
        <Notice tone="error" details={isApiError(error) ? error.errors : []}>
          {isApiError(error) ? error.message : 'No se pudo subir el archivo'}
        </Notice>
      )}
      <Button type="submit" disabled={!file} isLoading={upload.isPending}>
        Subir y revisar
      </Button>
    </form>
  );
}
