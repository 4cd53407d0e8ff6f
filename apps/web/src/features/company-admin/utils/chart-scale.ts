/*
 * The numbers behind the analytics chart: a readable value axis and which days get a label. Pure
 * functions, so the drawing component stays about drawing.
 */

/** The value axis: its top and the values that get a grid line, from 0 up. */
export interface ValueScale {
  max: number;
  ticks: number[];
}

/**
 * A value axis with about four steps of 1, 2 or 5 times a power of ten, whose top is at or above `max`
 * (counts are whole numbers, so a step is never below 1). A quiet period still gets 0..4.
 */
export function valueScale(max: number, steps = 4): ValueScale {
  const rough = Math.max(max, steps) / steps;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power,
  );
  const top = Math.ceil(Math.max(max, steps) / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return { max: top, ticks };
}

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'YYYY-MM-DD' → '3 feb.' (es-PE). The day is a calendar day, so it is read in UTC, not shifted. */
export function formatShortDay(day: string): string {
  return new Intl.DateTimeFormat('es-PE', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    utcDate(day),
  );
}

/** 'YYYY-MM-DD' → '3 feb. 2026' (es-PE). */
export function formatLongDay(day: string): string {
  return new Intl.DateTimeFormat('es-PE', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(day));
}

/** 'YYYY-MM-DD' → 'feb.' (es-PE), for the year view's month labels. */
export function formatMonth(day: string): string {
  return new Intl.DateTimeFormat('es-PE', { month: 'short', timeZone: 'UTC' }).format(utcDate(day));
}

/**
 * Which days carry a label on the time axis, at most `maxLabels` of them: in a long series the first day
 * of each month (thinned when there is no room), otherwise evenly spaced days ending on the last one.
 */
export function timeTickIndexes(days: readonly string[], maxLabels: number): number[] {
  const limit = Math.max(2, maxLabels);
  if (days.length <= limit) return days.map((_, index) => index);
  if (days.length > 62) {
    const monthStarts = days.flatMap((day, index) => (day.endsWith('-01') ? [index] : []));
    const every = Math.ceil(monthStarts.length / limit);
    return monthStarts.filter((_, position) => position % every === 0);
  }
  const every = Math.ceil((days.length - 1) / (limit - 1));
  const last = days.length - 1;
  const indexes: number[] = [];
  for (let index = last; index >= 0; index -= every) indexes.unshift(index);
  return indexes;
}
