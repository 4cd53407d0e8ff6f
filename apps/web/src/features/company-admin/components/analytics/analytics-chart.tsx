import { useId, useState, type PointerEvent } from 'react';
import { formatCount } from '@inmuebles/shared/properties/format';
import type { CompanyAnalytics } from '@inmuebles/shared/companies/management-schema';
import { useElementWidth } from '../../hooks/use-element-width';
import {
  formatLongDay,
  formatMonth,
  formatShortDay,
  timeTickIndexes,
  valueScale,
} from '../../utils/chart-scale';
import { analyticsSeries } from './analytics-series';

const height = 240;
const margin = { top: 12, right: 14, bottom: 30 };

/** Labels near an edge of the plot grow inwards, so the first and last days are never cut off. */
function tickAnchor(at: number, start: number, end: number): 'start' | 'middle' | 'end' {
  if (end - at < 24) return 'end';
  if (at - start < 24) return 'start';
  return 'middle';
}

export interface AnalyticsChartProps {
  analytics: CompanyAnalytics;
  /** The id of the text that says what the chart shows (the figure's caption): its accessible description. */
  descriptionId: string;
}

/**
 * Views, favourites and contacts per day as three lines, drawn at the container's real width so its
 * labels stay readable on a phone. Pointing at a day shows its numbers; the caption and the table next to
 * it carry the same data for screen readers.
 */
export function AnalyticsChart({ analytics, descriptionId }: AnalyticsChartProps) {
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const [hovered, setHovered] = useState<number | null>(null);
  const titleId = useId();
  const { series } = analytics;
  const days = series.map((point) => point.date);

  const scale = valueScale(Math.max(0, ...series.flatMap((p) => [p.views, p.favorites, p.contacts])));
  const left = 14 + formatCount(scale.max).length * 7;
  const plotWidth = Math.max(1, width - left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const x = (index: number) =>
    left + (days.length > 1 ? (index * plotWidth) / (days.length - 1) : plotWidth / 2);
  const y = (value: number) => margin.top + plotHeight - (value / scale.max) * plotHeight;
  const isYear = days.length > 62;
  const ticks = timeTickIndexes(days, Math.floor(plotWidth / (isYear ? 44 : 62)));

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (days.length === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const ratio = (event.clientX - box.left - left) / plotWidth;
    setHovered(Math.min(days.length - 1, Math.max(0, Math.round(ratio * (days.length - 1)))));
  };
  const point = hovered === null ? undefined : series[hovered];

  return (
    <div ref={ref} className="relative">
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        width={width}
        height={height}
        className="block touch-pan-y select-none"
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHovered(null)}
      >
        <title id={titleId}>Vistas, favoritos y contactos por día</title>

        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={left}
              x2={left + plotWidth}
              y1={y(tick)}
              y2={y(tick)}
              stroke="#E2E8F0"
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="11" fill="#64748B">
              {formatCount(tick)}
            </text>
          </g>
        ))}
        {ticks.map((index) => (
          <text
            key={index}
            x={x(index)}
            y={height - 10}
            textAnchor={tickAnchor(x(index), left, left + plotWidth)}
            fontSize="11"
            fill="#64748B"
          >
            {isYear ? formatMonth(days[index] ?? '') : formatShortDay(days[index] ?? '')}
          </text>
        ))}

        {analyticsSeries.map((line) => (
          <path
            key={line.key}
            d={series
              .map(
                (p, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(p[line.key]).toFixed(1)}`,
              )
              .join('')}
            fill="none"
            stroke={line.color}
            strokeWidth={isYear ? 1.5 : 2.25}
            strokeDasharray={line.dash}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ))}

        {point && hovered !== null && (
          <g aria-hidden="true">
            <line
              x1={x(hovered)}
              x2={x(hovered)}
              y1={margin.top}
              y2={margin.top + plotHeight}
              stroke="#94A3B8"
            />
            {analyticsSeries.map((line) => (
              <circle
                key={line.key}
                cx={x(hovered)}
                cy={y(point[line.key])}
                r="3.5"
                fill="white"
                stroke={line.color}
                strokeWidth="2"
              />
            ))}
          </g>
        )}
      </svg>

      {point && hovered !== null && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-2 rounded-lg bg-slate-900/90 px-3 py-2 text-xs text-white shadow-lg"
          style={x(hovered) > width / 2 ? { right: width - x(hovered) + 10 } : { left: x(hovered) + 10 }}
        >
          <p className="font-semibold">{formatLongDay(point.date)}</p>
          {analyticsSeries.map((line) => (
            <p key={line.key} className="tabular-nums">
              {line.label}: {formatCount(point[line.key])}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
