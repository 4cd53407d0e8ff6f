import { analyticsPeriods, type AnalyticsPeriod } from '@inmuebles/shared/companies/management-schema';

const periodLabels: Record<AnalyticsPeriod, string> = { week: 'Semana', month: 'Mes', year: 'Año' };

/** Semana / Mes / Año as a segmented control; the pressed button is the period shown. */
export function PeriodSelector({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
}) {
  return (
    <div role="group" aria-label="Periodo" className="inline-flex rounded-lg bg-slate-100 p-1">
      {analyticsPeriods.map((period) => {
        const isActive = period === value;
        return (
          <button
            key={period}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(period)}
            className={`rounded-md px-3 py-1.5 text-sm font-medium transition focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none ${
              isActive ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {periodLabels[period]}
          </button>
        );
      })}
    </div>
  );
}
