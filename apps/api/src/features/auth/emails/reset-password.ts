import type { OutgoingEmail } from '../../../platform/mail/outbox.ts';
import {
  PRODUCT_NAME,
  renderHtml,
  renderText,
  type ActionEmailContent,
} from '../../../platform/mail/layout.ts';
import { absoluteUrl, publicPaths } from '@inmuebles/shared/paths/public-paths';

export interface ResetPasswordEmailInput {
  to: string;
  firstName: string | null;
  publicUrl: string;
  token: string;
}

/** Sent by "¿Olvidaste tu contraseña?"; the link is the API's reset_password, valid 2 hours. */
export function resetPasswordMessage(input: ResetPasswordEmailInput): OutgoingEmail {
  const url = absoluteUrl(input.publicUrl, publicPaths.resetPassword(input.token));
  const content: ActionEmailContent = {
    greetingName: input.firstName || 'Usuario',
    intro: [`Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${PRODUCT_NAME}.`],
    actionLabel: 'Restablecer mi contraseña',
    actionUrl: url,
    outro: [
      'El enlace vence en 2 horas y solo puede usarse una vez. Al cambiar tu contraseña se cerrarán todas tus sesiones abiertas.',
      'Si no solicitaste este cambio, ignora este mensaje: tu contraseña actual sigue siendo válida.',
    ],
  };
  return {
    to: input.to,
    subject: `Restablece tu contraseña de ${PRODUCT_NAME}`,
    text: renderText(content),
    html: renderHtml(content),
    kind: 'reset_password',
  };
}
