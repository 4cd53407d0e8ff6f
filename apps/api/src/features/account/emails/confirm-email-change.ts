import type { OutgoingEmail } from '../../../platform/mail/outbox.ts';
import {
  PRODUCT_NAME,
  renderHtml,
  renderText,
  type ActionEmailContent,
} from '../../../platform/mail/layout.ts';
import { absoluteUrl, publicPaths } from '@inmuebles/shared/paths/public-paths';

export interface ConfirmEmailChangeInput {
  /** The new address: the message goes there, so only its owner can complete the change. */
  to: string;
  firstName: string | null;
  publicUrl: string;
  token: string;
}

/** Sent by PATCH /me when the e-mail changes; the link is the API's confirm_email_change, valid 24 hours. */
export function confirmEmailChangeMessage(input: ConfirmEmailChangeInput): OutgoingEmail {
  const url = absoluteUrl(input.publicUrl, publicPaths.confirmEmailChange(input.token));
  const content: ActionEmailContent = {
    greetingName: input.firstName || 'Usuario',
    intro: [
      `Pediste usar esta dirección como tu correo electrónico en ${PRODUCT_NAME}.`,
      'Hasta que lo confirmes, tu cuenta sigue usando tu correo anterior.',
    ],
    actionLabel: 'Confirmar mi nuevo correo electrónico',
    actionUrl: url,
    outro: [
      'El enlace vence en 24 horas.',
      `Si no pediste este cambio, puedes ignorar este mensaje: tu cuenta de ${PRODUCT_NAME} no cambiará.`,
    ],
  };
  return {
    to: input.to,
    subject: `Confirma tu nuevo correo en ${PRODUCT_NAME}`,
    text: renderText(content),
    html: renderHtml(content),
    kind: 'confirm_email_change',
  };
}
