import { useState } from 'react';
import { jobQueueLabels, jobStateLabels } from '@inmuebles/shared/jobs/job-list-schema';
import { Notice } from '@/components/ui/notice';
import { useAdminJobs } from '../api/jobs-api';
import { AdminTable, cell } from './admin-table';

const dateTime = new Intl.DateTimeFormat('es-PE', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Lima',
});
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');

/**
 * What a job is about, from its data: an import's photos name the run and the row, a chunk of its rows the run
 * and the row it starts at, a feed sync its feed.
 */
function subject(data: Record<string, unknown> | null): string {
  if (data && typeof data.runId === 'number' && typeof data.rowNumber === 'number')
    return `Importación ${data.runId}, fila ${data.rowNumber}`;
  if (data && typeof data.runId === 'number' && typeof data.fromRow === 'number')
    return data.fromRow > 0
      ? `Importación ${data.runId}, desde la fila ${data.fromRow}`
      : `Importación ${data.runId}, cierre`;
  if (data && typeof data.feedId === 'number') return `Feed ${data.feedId}`;
  return '—';
}

/**
 * "Trabajos": the durable job queue's newest jobs (an import's rows and photos, feed syncs), their state and attempts, and the
 * failed ones with their error (docs/product/imports.md, "Fotos").
 */
export function JobsPanel() {
  const [onlyFailed, setOnlyFailed] = useState(false);
  const { data, isError } = useAdminJobs(onlyFailed);
  const jobs = data?.jobs ?? [];
  return (
    <div className="space-y-3">
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={onlyFailed}
          onChange={(event) => setOnlyFailed(event.target.checked)}
        />
        Solo los fallidos
      </label>
      {isError ? (
        <Notice tone="error">No se pudieron cargar los trabajos</Notice>
      ) : data && jobs.length === 0 ? (
        <p className="text-sm text-slate-600">
          {onlyFailed ? 'Ningún trabajo ha fallado.' : 'Aún no hay trabajos en segundo plano.'}
        </p>
      ) : (
        <AdminTable
          caption="Trabajos en segundo plano recientes"
          head={['Trabajo', 'Sobre', 'Estado', 'Intentos', 'Creado', 'Terminado']}
        >
          {jobs.map((job) => (
            <tr key={job.id}>
              <td className={cell}>{jobQueueLabels[job.queue] ?? job.queue}</td>
              <td className={cell}>{subject(job.data)}</td>
              <td className={cell}>
                {jobStateLabels[job.state]}
                {job.error && <span className="block text-xs text-red-700">{job.error}</span>}
              </td>
              <td className={cell}>
                {job.retry_count + 1} de {job.retry_limit + 1}
              </td>
              <td className={cell}>{when(job.created_at)}</td>
              <td className={cell}>{when(job.completed_at)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
