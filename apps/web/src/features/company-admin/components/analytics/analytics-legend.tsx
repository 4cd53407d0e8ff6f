import { formatCount } from '@inmuebles/shared/properties/format';
import type { CompanyAnalytics } from '@inmuebles/shared/companies/management-schema';
import { analyticsSeries } from './analytics-series';

/** The legend, which also gives each measure's total for the period. */
export function AnalyticsLegend({ totals }: { totals: CompanyAnalytics['totals'] }) {
  return (
    <ul aria-label="Totales del periodo" className="grid grid-cols-3 gap-2 sm:gap-3">
      {analyticsSeries.map((series) => (
        <li key={series.key} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200/70">
          <div className="flex items-center gap-2 text-xs font-medium text-slate-600 sm:text-sm">
            <svg aria-hidden="true" width="22" height="8" className="shrink-0">
              <line
                x1="1"
                y1="4"
                x2="21"
                y2="4"
                stroke={series.color}
                strokeWidth="2.5"
                strokeDasharray={series.dash}
                strokeLinecap="round"
              />
            </svg>
            {series.label}
          </div>
          <p className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums sm:text-xl">
            {formatCount(totals[series.key])}
          </p>
        </li>
      ))}
    </ul>
  );
}
