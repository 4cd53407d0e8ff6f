import {
  importRowOutcomeLabels,
  importRowOutcomes,
  type ImportRowOutcomeName,
  type ImportRunView,
} from '@inmuebles/shared/imports/import-run-schema';

export const outcomeStyles: Record<ImportRowOutcomeName, string> = {
  new: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  updated: 'bg-blue-50 text-blue-800 ring-blue-200',
  unchanged: 'bg-slate-100 text-slate-700 ring-slate-200',
  error: 'bg-red-50 text-red-800 ring-red-200',
};

const countOf = (counts: ImportRunView['counts'], outcome: ImportRowOutcomeName) =>
  outcome === 'error' ? counts.errors : counts[outcome];

/** 'Nuevo 2 · Actualizado 0 · Sin cambios 0 · Con errores 1', as filter buttons over the rows. */
export function OutcomeCounts({
  counts,
  selected,
  onSelect,
}: {
  counts: ImportRunView['counts'];
  selected: ImportRowOutcomeName | undefined;
  onSelect: (outcome: ImportRowOutcomeName | undefined) => void;
}) {
  const chip = 'rounded-full px-3 py-1 text-sm font-medium ring-1 transition-shadow';
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Filtrar filas por estado">
      <button
        type="button"
        aria-pressed={selected === undefined}
        onClick={() => onSelect(undefined)}
        className={`${chip} bg-white text-slate-700 ring-slate-300 ${selected === undefined ? 'ring-2 ring-slate-500' : ''}`}
      >
        Todas {counts.total}
      </button>
      {importRowOutcomes.map((outcome) => (
        <button
          key={outcome}
          type="button"
          aria-pressed={selected === outcome}
          onClick={() => onSelect(outcome)}
          className={`${chip} ${outcomeStyles[outcome]} ${selected === outcome ? 'ring-2' : ''}`}
        >
          {importRowOutcomeLabels[outcome]} {countOf(counts, outcome)}
        </button>
      ))}
    </div>
  );
}
