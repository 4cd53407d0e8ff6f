import { useId, useState } from 'react';
import type { AnalyticsPeriod, CompanyAnalytics } from '@inmuebles/shared/companies/management-schema';
import { formatCount } from '@inmuebles/shared/properties/format';
import { RetryButton } from '@/components/ui/retry-button';
import { useCompanyAnalytics } from '../../api/get-company-analytics';
import { formatLongDay } from '../../utils/chart-scale';
import { SectionCard } from '../section-card';
import { AnalyticsChart } from './analytics-chart';
import { AnalyticsLegend } from './analytics-legend';
import { AnalyticsTable } from './analytics-table';
import { PeriodSelector } from './period-selector';
import { useLogError } from '@/hooks/use-log-error';

/** 'Del 3 feb. 2026 al 4 mar. 2026: 1,234 vistas, 56 favoritos y 7 contactos.' */
function analyticsSummary({ from, to, totals }: CompanyAnalytics): string {
  return `Del ${formatLongDay(from)} al ${formatLongDay(to)}: ${formatCount(totals.views)} vistas, ${formatCount(totals.favorites)} favoritos y ${formatCount(totals.contacts)} contactos.`;
}

/** The company's activity over the chosen period (month by default), as a chart with its totals. */
export function AnalyticsPanel({ companyRef }: { companyRef: string }) {
  const [period, setPeriod] = useState<AnalyticsPeriod>('month');
  const query = useCompanyAnalytics(companyRef, period);
  const captionId = useId();

  useLogError(query.error, 'No se pudo cargar la analítica de la empresa.');

  return (
    <SectionCard
      title="Actividad"
      description="Vistas, favoritos y contactos por día"
      action={<PeriodSelector value={period} onChange={setPeriod} />}
    >
      {query.data ? (
        <div
          aria-busy={query.isPlaceholderData || undefined}
          className={`transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <AnalyticsLegend totals={query.data.totals} />
          <figure className="mt-4">
            <figcaption id={captionId} className="text-sm text-slate-600">
              {analyticsSummary(query.data)}
            </figcaption>
            <div className="mt-3">
              <AnalyticsChart analytics={query.data} descriptionId={captionId} />
            </div>
          </figure>
          <AnalyticsTable series={query.data.series} />
        </div>
      ) : query.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 py-10 text-center text-sm text-slate-600"
        >
          <p>No se pudo cargar la actividad del periodo.</p>
          <RetryButton query={query} />
        </div>
      ) : (
        <div aria-busy="true" className="space-y-4">
          <span className="sr-only">Cargando actividad...</span>
          <div aria-hidden="true" className="grid grid-cols-3 gap-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-16 animate-pulse rounded-lg bg-slate-100" />
            ))}
          </div>
          <div aria-hidden="true" className="h-60 animate-pulse rounded-lg bg-slate-100" />
        </div>
      )}
    </SectionCard>
  );
}
