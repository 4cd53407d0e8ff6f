import {
  importFeedPeriodLabels,
  importFeedPeriods,
  importFeedResultLabels,
  type ImportFeedPeriod,
  type ImportFeedView,
} from '@inmuebles/shared/imports/import-feed-schema';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { InputField, SelectField } from '@/components/ui/text-fields';
import { isApiError } from '@/lib/api-error';
import { Link } from '@/lib/router';
import { useImportFeed, useImportFeedActions } from '../api/import-feed';
import { formatRunDate } from '../utils/format-run';

const periodOptions = importFeedPeriods.map((period) => ({
  value: String(period),
  label: importFeedPeriodLabels[period],
}));

/** The last fetch, its result and the next one. */
function FeedStatus({ feed }: { feed: ImportFeedView }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-slate-500">Última lectura</dt>
        <dd className="font-medium text-slate-900">
          {feed.last_fetch_at ? formatRunDate(feed.last_fetch_at) : 'Todavía no'}
          {feed.last_result && ` · ${importFeedResultLabels[feed.last_result]}`}
        </dd>
      </div>
      <div>
        <dt className="text-slate-500">Próxima lectura</dt>
        <dd className="font-medium text-slate-900">{formatRunDate(feed.next_fetch_at)}</dd>
      </div>
      {feed.last_run_id !== null && (
        <div>
          <dt className="text-slate-500">Última importación</dt>
          <dd>
            <Link
              to={`/dashboard/import/${feed.last_run_id}`}
              className="font-medium text-blue-700 hover:underline"
            >
              Ver el informe
            </Link>
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * "Sincronizar un feed" (docs/product/imports.md, "Feed sync"): the company's feed address and period, what
 * its last fetch did and when the next one comes.
 */
export function FeedSyncPanel() {
  const { data } = useImportFeed();
  const feed = data?.feed ?? null;
  const { save, syncNow, remove } = useImportFeedActions();
  const [url, setUrl] = useState<string | null>(null);
  const [period, setPeriod] = useState<ImportFeedPeriod | null>(null);
  const shownUrl = url ?? feed?.url ?? '';
  const shownPeriod = period ?? (feed?.period_hours as ImportFeedPeriod | undefined) ?? 6;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ url: shownUrl, period_hours: shownPeriod });
  };
  const error = save.error ?? syncNow.error ?? remove.error;

  return (
    <section
      aria-labelledby="feed-sync-title"
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80 sm:p-6"
    >
      <div>
        <h2 id="feed-sync-title" className="text-lg font-semibold text-slate-900">
          Sincronizar un feed
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Si tu CRM publica tus avisos en una dirección (JSON, CSV o XLSX), la leemos cada cierto tiempo y
          aplicamos los cambios sin vista previa. Un aviso que falta en dos lecturas seguidas se archiva.
        </p>
      </div>
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <InputField
          label="Dirección del feed"
          type="url"
          inputMode="url"
          value={shownUrl}
          placeholder="https://micrm.example/feed.json"
          onChange={(event) => setUrl(event.target.value)}
        />
        <SelectField
          label="Frecuencia"
          options={periodOptions}
          value={String(shownPeriod)}
          onChange={(event) => setPeriod(Number(event.target.value) as ImportFeedPeriod)}
        />
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" isLoading={save.isPending} disabled={!shownUrl}>
            {feed ? 'Guardar cambios' : 'Registrar feed'}
          </Button>
          {feed && (
            <>
              <Button
                type="button"
                variant="secondary"
                isLoading={syncNow.isPending}
                onClick={() => syncNow.mutate()}
              >
                Sincronizar ahora
              </Button>
              <Button
                type="button"
                variant="secondary"
                isLoading={remove.isPending}
                onClick={() => remove.mutate()}
              >
                Dejar de sincronizar
              </Button>
            </>
          )}
        </div>
      </form>
      {error && (
        <Notice tone="error" details={isApiError(error) ? error.errors : []}>
          {isApiError(error) ? error.message : 'No se pudo guardar el feed'}
        </Notice>
      )}
      {feed && <FeedStatus feed={feed} />}
      {feed?.last_error && (
        <Notice tone="error">
          {feed.last_error}
          {feed.consecutive_failures > 1 && ` (${feed.consecutive_failures} lecturas fallidas seguidas)`}
        </Notice>
      )}
    </section>
  );
}
