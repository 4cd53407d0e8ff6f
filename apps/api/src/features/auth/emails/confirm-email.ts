import type { OutgoingEmail } from '../../../platform/mail/outbox.ts';
import {
  PRODUCT_NAME,
  renderHtml,
  renderText,
  type ActionEmailContent,
} from '../../../platform/mail/layout.ts';
import { absoluteUrl, publicPaths } from '@inmuebles/shared/paths/public-paths';

export interface ConfirmEmailInput {
  to: string;
  firstName: string | null;
  publicUrl: string;
  token: string;
}

/** Sent at registration and on "Reenviar correo"; the link is the API's confirm_email, valid 24 hours. */
export function confirmEmailMessage(input: ConfirmEmailInput): OutgoingEmail {
  const url = absoluteUrl(input.publicUrl, publicPaths.confirmEmail(input.token));
  const content: ActionEmailContent = {
    greetingName: input.firstName || 'Usuario',
    intro: [
      `Gracias por registrarte en ${PRODUCT_NAME}, el portal inmobiliario del Perú.`,
      'Para activar tu cuenta, confirma tu correo electrónico.',
    ],
    actionLabel: 'Confirmar mi correo electrónico',
    actionUrl: url,
    outro: [
      'El enlace vence en 24 horas. Si vence, podrás pedir un correo nuevo desde la página de inicio de sesión.',
      `Si no creaste una cuenta en ${PRODUCT_NAME}, puedes ignorar este mensaje.`,
    ],
  };
  return {
    to: input.to,
    subject: `Confirma tu cuenta en ${PRODUCT_NAME}`,
    text: renderText(content),
    html: renderHtml(content),
    kind: 'confirm_email',
  };
}
