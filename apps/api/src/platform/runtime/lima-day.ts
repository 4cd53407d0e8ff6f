const limaDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Lima',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Peru's calendar day of an instant, 'YYYY-MM-DD' (the `viewed_on` column), whatever the server's zone. */
export function limaDay(at: Date): string {
  return limaDayFormat.format(at);
}

/**
 * The first of the last `days` calendar days of Peru, today (of `at`) included, 'YYYY-MM-DD': 1 is today,
 * 7 goes back to six days before. Compared in SQL as `(day::date::timestamp at time zone 'America/Lima')`.
 */
export function firstOfLastLimaDays(at: Date, days: number): string {
  const first = new Date(`${limaDay(at)}T00:00:00Z`);
  first.setUTCDate(first.getUTCDate() - (days - 1));
  return first.toISOString().slice(0, 10);
}
