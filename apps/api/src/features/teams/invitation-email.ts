import { roleLabels } from '@inmuebles/shared/users/roles';
import type { TeamRole } from '@inmuebles/shared/teams/team-schema';
import type { OutgoingEmail } from '../../platform/mail/outbox.ts';
import { PRODUCT_NAME, renderHtml, renderText, type ActionEmailContent } from '../../platform/mail/layout.ts';
import { absoluteUrl, publicPaths } from '@inmuebles/shared/paths/public-paths';

export interface TeamInvitationInput {
  to: string;
  companyName: string;
  inviterName: string;
  role: TeamRole;
  publicUrl: string;
  token: string;
}

/** Sent when a company_admin invites someone or resends; the link opens /invitacion/{token}, valid 7 days. */
export function teamInvitationMessage(input: TeamInvitationInput): OutgoingEmail {
  const url = absoluteUrl(input.publicUrl, publicPaths.invitation(input.token));
  const content: ActionEmailContent = {
    greetingName: input.to,
    // The invitee may have no account, so no name yet: the greeting comes from the company that invites.
    greeting: `Hola, te escribimos de parte de ${input.companyName}.`,
    intro: [
      `${input.inviterName} te invita a unirte al equipo de ${input.companyName} en ${PRODUCT_NAME} con el rol de ${roleLabels[input.role]}.`,
      'Abre el enlace para crear tu cuenta o, si ya tienes una con este correo, aceptar la invitación.',
    ],
    actionLabel: 'Aceptar la invitación',
    actionUrl: url,
    outro: [
      'El enlace vence en 7 días y solo puede usarse una vez.',
      'Si no esperabas esta invitación, puedes ignorar este mensaje.',
    ],
  };
  return {
    to: input.to,
    subject: `${input.companyName} te invita a su equipo en ${PRODUCT_NAME}`,
    text: renderText(content),
    html: renderHtml(content),
    kind: 'team_invitation',
  };
}
