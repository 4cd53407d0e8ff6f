import type { OutgoingEmail } from '../../platform/mail/outbox.ts';
import { PRODUCT_NAME, renderHtml, renderText, type ActionEmailContent } from '../../platform/mail/layout.ts';
import { absoluteUrl, publicPaths } from '@inmuebles/shared/paths/public-paths';

export interface ContactRequestEmailInput {
  to: string;
  recipientFirstName: string | null;
  companyName: string;
  /** The owner of an owner's listing: the message leads to their area, not to a company's. */
  isOwner?: boolean;
  property: { title: string; slug: string };
  /** The enquiry is about a project (its title names the unit type chosen), not a property. */
  project?: boolean;
  sender: { name: string; email: string; phone: string | null; message: string };
  publicUrl: string;
}

/** A header must stay on one line whatever a title contains. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/**
 * Sent to each opted-in member of the company when someone writes about one of its properties. Every value
 * typed by the sender goes through the layout, which escapes it in the HTML version.
 */
export function contactRequestMessage(input: ContactRequestEmailInput): OutgoingEmail {
  const { sender, property } = input;
  const path = input.project ? publicPaths.project(property.slug) : publicPaths.property(property.slug);
  const url = absoluteUrl(input.publicUrl, path);
  const noun = input.project ? 'el proyecto' : 'la propiedad';
  const messageLines = sender.message
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const content: ActionEmailContent = {
    greetingName: input.recipientFirstName || 'Usuario',
    intro: [
      `Recibiste una nueva consulta sobre ${noun} "${property.title}" en ${PRODUCT_NAME}.`,
      `Nombre: ${sender.name}`,
      `Correo electrónico: ${sender.email}`,
      `Teléfono: ${sender.phone ?? 'No indicado'}`,
      'Mensaje:',
      ...messageLines,
    ],
    actionLabel: input.isOwner ? 'Ver mis consultas' : input.project ? 'Ver el proyecto' : 'Ver la propiedad',
    actionUrl: input.isOwner ? absoluteUrl(input.publicUrl, publicPaths.ownerEnquiries) : url,
    outro: [
      `Para responder, escribe a ${sender.email}${sender.phone ? ` o llama al ${sender.phone}` : ''}.`,
      input.isOwner
        ? 'Recibes este correo porque publicaste este inmueble como dueño directo. Puedes desactivar los ' +
          'avisos de consultas en Configuración.'
        : `Recibes este correo porque eres miembro de ${input.companyName}. Puedes desactivar los avisos de ` +
          'consultas en Configuración.',
    ],
  };
  return {
    to: input.to,
    subject: oneLine(`Nueva consulta sobre "${property.title}" - ${PRODUCT_NAME}`),
    text: renderText(content),
    html: renderHtml(content),
    kind: 'contact_request',
  };
}
