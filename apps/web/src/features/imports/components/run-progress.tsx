import type { ImportRunView } from '@inmuebles/shared/imports/import-run-schema';

/** 'Escribiendo avisos: 12 de 40', a bar that the run's polling moves; it survives a reload (the server keeps it). */
export function RunProgress({ run }: { run: ImportRunView }) {
  const { to_write: total, written, failed, archived } = run.progress;
  const { photos_total: photos, photos_done: photosDone, photos_failed: photosFailed } = run.progress;
  const done = written + failed;
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  const finished = run.state === 'done';
  return (
    <div className="space-y-2 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200/80">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-900">
          {finished ? 'Avisos escritos' : 'Escribiendo avisos'}: {done} de {total}
        </span>
        <span className="text-slate-600">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Avisos escritos"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full rounded-full transition-[width] ${finished ? 'bg-emerald-500' : 'bg-blue-600'}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {photos > 0 && (
        <p className="text-sm text-slate-700">
          Fotos: {photosDone + photosFailed} de {photos}
          {photosFailed > 0 ? ` (${photosFailed} no se pudieron importar)` : ''}
        </p>
      )}
      {(failed > 0 || archived > 0) && (
        <p className="text-sm text-slate-600">
          {failed > 0 && `${failed} con error al escribir. `}
          {archived > 0 && `${archived} archivados por no estar en el archivo.`}
        </p>
      )}
    </div>
  );
}
