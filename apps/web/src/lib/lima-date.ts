const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'setiembre', // as Peru (and es-PE) writes it
  'octubre',
  'noviembre',
  'diciembre',
];

/** Peru keeps UTC−5 all year (no daylight saving time since 1994). */
const limaOffsetMs = 5 * 60 * 60 * 1000;

/**
 * '10 de enero de 2026': the day in Lima's calendar, as `Intl.DateTimeFormat('es-PE', { dateStyle: 'long',
 * timeZone: 'America/Lima' })` writes it. By hand because building that formatter loads the time zone
 * data, about 40 ms on a phone on every page that shows a date (a verified company's card, a property's
 * publication); and the server, which draws these pages too, gets the same day as the browser.
 * Null for a missing or unreadable date.
 */
export function limaLongDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return null;
  const lima = new Date(time - limaOffsetMs);
  return `${lima.getUTCDate()} de ${months[lima.getUTCMonth()]} de ${lima.getUTCFullYear()}`;
}
