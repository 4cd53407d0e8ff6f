import { ImportLimits } from '@inmuebles/shared/imports/import-limits';
import { useId, useState, type FormEvent } from 'react';
import { UploadIcon } from '@/components/icons/action-icons';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { isApiError } from '@/lib/api-error';
import { formatFileSize } from '@/lib/file-size';
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
        <span id={`${inputId}-caption`} className="block text-sm font-medium text-slate-700">
          Archivo
        </span>
        {/* The browser's own chooser speaks the browser's language ("Choose File"): a Spanish one instead. */}
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <input
            id={inputId}
            type="file"
            accept=".xlsx,.csv,.json,text/csv,application/json,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="peer sr-only"
            aria-labelledby={`${inputId}-caption`}
            aria-describedby={`${inputId}-chosen`}
          />
          <label
            htmlFor={inputId}
            className={buttonStyles(
              'secondary',
              'sm',
              'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-blue-500 peer-focus-visible:ring-offset-2',
            )}
          >
            <UploadIcon className="size-4 shrink-0" />
            {file ? 'Cambiar archivo' : 'Elegir archivo'}
          </label>
          <span id={`${inputId}-chosen`} className="min-w-0 text-sm break-all text-slate-600">
            {file ? `${file.name} · ${formatFileSize(file.size)}` : 'Ningún archivo elegido'}
          </span>
        </div>
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
