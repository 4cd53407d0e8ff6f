import { pageTitle } from '@inmuebles/shared/format/page-title';
import { FeedSyncPanel } from '../components/feed-sync-panel';
import { RunHistory } from '../components/run-history';
import { UploadForm } from '../components/upload-form';

/**
 * `/dashboard/import` ("Importar avisos", docs/product/imports.md): the upload with the template, the
 * company's feed sync, and the history of the company's imports (feed syncs included).
 */
export function ImportPage() {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <title>{pageTitle('Importar avisos')}</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Importar avisos</h1>
        <p className="mt-2 text-sm text-slate-600">
          Trae tu inventario completo desde Excel o desde tu CRM. Antes de escribir nada verás qué avisos son
          nuevos, cuáles cambian y qué filas tienen errores.
        </p>
      </div>
      <UploadForm />
      <FeedSyncPanel />
      <RunHistory />
    </div>
  );
}
