/* Reports of listings (docs/product/trust-and-admin.md): the reasons. Apart from report-schema.ts (zod): the
 * property page shows these labels on its first view, which must stay free of zod. */

export const reportReasons = [
  'fraud',
  'not_available',
  'wrong_data',
  'duplicate',
  'offensive',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  fraud: 'Posible fraude o me pidieron un adelanto',
  not_available: 'El inmueble ya no está disponible',
  wrong_data: 'El precio o los datos son incorrectos',
  duplicate: 'Aviso duplicado',
  offensive: 'Contenido ofensivo',
  other: 'Otro motivo',
};

export const REPORT_COMMENT_MAX = 1000;
