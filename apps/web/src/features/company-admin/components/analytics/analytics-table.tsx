import { formatCount } from '@inmuebles/shared/properties/format';
import type { CompanyAnalytics } from '@inmuebles/shared/companies/management-schema';
import { FoldedTable } from '@/components/ui/folded-table';
import { formatLongDay } from '../../utils/chart-scale';
import { analyticsSeries } from './analytics-series';

/** The chart's numbers day by day, folded away under a summary: the accessible form of the chart. */
export function AnalyticsTable({ series }: { series: CompanyAnalytics['series'] }) {
  return (
    <FoldedTable
      summary="Ver datos por día"
      className="group mt-4 text-sm"
      summaryClassName="font-medium text-blue-700 hover:underline"
      scrollClassName="mt-3 max-h-72 rounded-lg ring-1 ring-slate-200"
      tableClassName="text-left"
    >
      <caption className="sr-only">Vistas, favoritos y contactos por día</caption>
      <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase">
        <tr>
          <th scope="col" className="px-3 py-2 font-medium">
            Fecha
          </th>
          {analyticsSeries.map((line) => (
            <th key={line.key} scope="col" className="px-3 py-2 text-right font-medium">
              {line.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {[...series].reverse().map((point) => (
          <tr key={point.date}>
            <th scope="row" className="px-3 py-1.5 font-normal text-slate-700">
              {formatLongDay(point.date)}
            </th>
            {analyticsSeries.map((line) => (
              <td key={line.key} className="px-3 py-1.5 text-right text-slate-900 tabular-nums">
                {formatCount(point[line.key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </FoldedTable>
  );
}
