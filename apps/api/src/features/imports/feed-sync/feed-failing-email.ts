import { absoluteUrl } from '@inmuebles/shared/paths/public-paths';
import type { OutgoingEmail } from '../../../platform/mail/outbox.ts';
import {
  PRODUCT_NAME,
  renderHtml,
  renderText,
  type ActionEmailContent,
} from '../../../platform/mail/layout.ts';

export interface FeedFailingInput {
  to: string;
  firstName: string | null;
  publicUrl: string;
  feedUrl: string;
  failures: number;
  lastError: string;
}

/** To each company_admin when the company's feed failed several times in a row. */
export function feedFailingMessage(input: FeedFailingInput): OutgoingEmail {
  const content: ActionEmailContent = {
    greetingName: input.firstName || 'Usuario',
    intro: [
      `No pudimos leer el feed de tus avisos (${input.feedUrl}) las últimas ${input.failures} veces.`,
      `Último error: ${input.lastError}.`,
      'Mientras tanto tus avisos publicados siguen como estaban: no se archiva nada por un feed que no se pudo leer.',
    ],
    actionLabel: 'Revisar el feed',
    actionUrl: absoluteUrl(input.publicUrl, '/dashboard/import'),
    outro: ['Si el feed cambió de dirección, regístrala de nuevo en la página de importación.'],
  };
  return {
    to: input.to,
    subject: `No pudimos leer el feed de tus avisos en ${PRODUCT_NAME}`,
    text: renderText(content),
    html: renderHtml(content),
    kind: 'import_feed_failing',
  };
}
