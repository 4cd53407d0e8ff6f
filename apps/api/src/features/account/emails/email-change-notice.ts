import type { OutgoingEmail } from '../../../platform/mail/outbox.ts';
import {
  PRODUCT_NAME,
  renderHtml,
  renderText,
  type ActionEmailContent,
} from '../../../platform/mail/layout.ts';
import { absoluteUrl, publicPaths } from '@inmuebles/shared/paths/public-paths';

export interface EmailChangeNoticeInput {
  /** The current (old) address: its owner learns of the change and can undo it. */
  to: string;
  newEmail: string;
  firstName: string | null;
  publicUrl: string;
  token: string;
}

/**
 * Sent by PATCH /me to the address being replaced: a stolen session must not be able to move the account
 * to another address unnoticed. The link is the API's cancel_email_change.
 */
export function emailChangeNoticeMessage(input: EmailChangeNoticeInput): OutgoingEmail {
  const url = absoluteUrl(input.publicUrl, publicPaths.cancelEmailChange(input.token));
  const content: ActionEmailContent = {
    greetingName: input.firstName || 'Usuario',
    intro: [
      `Se pidió cambiar el correo electrónico de tu cuenta de ${PRODUCT_NAME} a ${input.newEmail}.`,
      'Si fuiste tú, no necesitas hacer nada.',
    ],
    actionLabel: 'No fui yo: cancelar el cambio',
    actionUrl: url,
    outro: [
      'El enlace sirve hasta que se confirme el cambio y durante 7 días después.',
      'Al usarlo, tu cuenta vuelve a este correo y se cierran todas sus sesiones. Después, cambia tu contraseña.',
    ],
  };
  return {
    to: input.to,
    subject: `Tu correo de ${PRODUCT_NAME} está por cambiar`,
    text: renderText(content),
    html: renderHtml(content),
    kind: 'email_change_notice',
  };
}
