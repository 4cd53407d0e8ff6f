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
