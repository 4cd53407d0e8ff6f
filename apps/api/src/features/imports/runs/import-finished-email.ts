import { absoluteUrl } from '@inmuebles/shared/paths/public-paths';
import type { OutgoingEmail } from '../../../platform/mail/outbox.ts';
import {
  PRODUCT_NAME,
  renderHtml,
  renderText,
  type ActionEmailContent,
} from '../../../platform/mail/layout.ts';

export interface ImportFinishedInput {
  to: string;
  firstName: string | null;
  publicUrl: string;
  runId: number;
  fileName: string;
  written: number;
  failed: number;
  archived: number;
  skipped: number;
  photosFailed: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** To whoever started an import, when it ends: the counts and a link to its report. */
export function importFinishedMessage(input: ImportFinishedInput): OutgoingEmail {
  const lines = [
    `La importación de «${input.fileName}» terminó.`,
    `${plural(input.written, 'aviso escrito', 'avisos escritos')}, ${plural(input.skipped + input.failed, 'fila con errores', 'filas con errores')}` +
      `${input.archived > 0 ? `, ${plural(input.archived, 'aviso archivado', 'avisos archivados')}` : ''}` +
      `${input.photosFailed > 0 ? `, ${plural(input.photosFailed, 'foto que no se pudo traer', 'fotos que no se pudieron traer')}` : ''}.`,
  ];
  const content: ActionEmailContent = {
    greetingName: input.firstName || 'Usuario',
    intro: lines,
    actionLabel: 'Ver el informe',
    actionUrl: absoluteUrl(input.publicUrl, `/dashboard/import/${input.runId}`),
    outro: ['En el informe puedes descargar los errores en CSV.'],
  };
  return {
    to: input.to,
    subject: `Tu importación terminó: ${plural(input.written, 'aviso', 'avisos')} en ${PRODUCT_NAME}`,
    text: renderText(content),
    html: renderHtml(content),
    kind: 'import_finished',
  };
}
