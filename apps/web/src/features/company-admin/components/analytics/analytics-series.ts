/** The three measures of the analytics chart: label, line colour and dash (colour is never the only cue). */
export const analyticsSeries = [
  { key: 'views', label: 'Vistas', color: '#2563EB', dash: undefined },
  { key: 'favorites', label: 'Favoritos', color: '#E11D48', dash: '7 4' },
  { key: 'contacts', label: 'Contactos', color: '#059669', dash: '2 3' },
] as const;

export type AnalyticsMeasure = (typeof analyticsSeries)[number]['key'];
