/** es-PE long date ('21 de noviembre de 2026'); '' for a missing or invalid date. */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('es-PE', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function formatCount(value: number | null | undefined): string {
  return (value ?? 0).toLocaleString('es-PE');
}

const relative = new Intl.RelativeTimeFormat('es-PE', { numeric: 'auto' });

/** 'hace 3 horas', 'ayer'...; the es-PE date after a week. */
export function formatRelative(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return relative.format(seconds, 'second');
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
  return formatLongDate(value);
}
