const dateTimeFormat = new Intl.DateTimeFormat('es-PE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Lima',
});

/** '2 dic 2026, 10:15' in Lima's time. */
export const formatWhen = (iso: string) => dateTimeFormat.format(new Date(iso));
