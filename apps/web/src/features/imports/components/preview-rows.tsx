import {
  importRowOutcomeLabels,
  type ImportRowOutcomeName,
} from '@inmuebles/shared/imports/import-run-schema';
import { Pagination } from '@/components/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useImportRows } from '../api/get-import-rows';
import { outcomeStyles } from './outcome-counts';

/** The preview's rows, one page at a time: row, code, state and the errors naming their column. */
export function PreviewRows({
  runId,
  outcome,
  page,
  onPage,
}: {
  runId: number;
  outcome: ImportRowOutcomeName | undefined;
  page: number;
  onPage: (page: number) => void;
}) {
  const rows = useImportRows(runId, page, outcome);
  if (rows.isPending) return <Spinner />;
  if (rows.isError) return <p className="text-sm text-red-700">No se pudieron cargar las filas.</p>;
  const { total, per_page: perPage } = rows.data;
  if (total === 0) return <p className="text-sm text-slate-600">No hay filas con este estado.</p>;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200/80">
        {rows.data.rows.map((row) => (
          <li
            key={row.row_number}
            className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:gap-4"
          >
            <div className="flex shrink-0 items-center gap-3 sm:w-64">
              <span className="w-16 text-sm text-slate-500">Fila {row.row_number}</span>
              <span className="min-w-0 truncate font-mono text-sm text-slate-900">
                {row.reference_code ?? '—'}
              </span>
            </div>
            <span
              className={`w-fit shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${outcomeStyles[row.outcome]}`}
            >
              {importRowOutcomeLabels[row.outcome]}
            </span>
            {row.warnings.length > 0 && (
              <ul className="min-w-0 space-y-0.5 text-sm text-amber-800">
                {row.warnings.map((warning) => (
                  <li key={warning} className="break-words">
                    {warning}
                  </li>
                ))}
              </ul>
            )}
            {row.errors.length > 0 && (
              <ul className="min-w-0 space-y-0.5 text-sm text-red-800">
                {row.errors.map((error) => (
                  <li key={error} className="break-words">
                    {error}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <Pagination
        currentPage={page}
        totalPages={Math.max(1, Math.ceil(total / perPage))}
        onPageChange={onPage}
      />
    </div>
  );
}
