import { z } from 'zod';
import { strictFields } from '../properties/strict-fields.ts';
import {
  REPORT_COMMENT_MAX,
  reportReasonLabels,
  reportReasons,
  type ReportReason,
} from './report-reasons.ts';

/* Reports of listings (docs/product/trust-and-admin.md): `POST /properties/{id}/reports`. */

export { REPORT_COMMENT_MAX, reportReasonLabels, reportReasons, type ReportReason };

export const reportMessages = {
  reason:
    'Motivo no válido: elige uno de la lista (fraud, not_available, wrong_data, duplicate, offensive u other)',
  comment: `El comentario puede tener como máximo ${REPORT_COMMENT_MAX} caracteres`,
  thanks: 'Gracias por avisarnos. Revisaremos este aviso.',
} as const;

export const reportBodySchema = strictFields(
  {
    reason: z.enum(reportReasons, { error: reportMessages.reason }),
    comment: z
      .string({ error: reportMessages.comment })
      .trim()
      .max(REPORT_COMMENT_MAX, reportMessages.comment)
      .nullable()
      .optional(),
  },
  reportMessages.reason,
);
export type ReportBody = z.input<typeof reportBodySchema>;

/** The neutral answer: the same for every accepted report. */
export const reportCreatedResponseSchema = z.object({ message: z.string() });

/** What the company sees of a report on its property: the reason and the date, never the reporter. */
export const companyReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(reportReasons),
  created_at: z.iso.datetime(),
  resolved: z.boolean(),
});
export type CompanyReport = z.infer<typeof companyReportSchema>;

/** `GET /properties/{id}/reports` (members of the owning company and admins). */
export const companyReportsResponseSchema = z.object({
  reports: z.array(companyReportSchema),
  hidden: z.object({ at: z.iso.datetime(), reason: z.string() }).nullable(),
});
export type CompanyReportsResponse = z.infer<typeof companyReportsResponseSchema>;
