// Apart from contact-request-schema.ts (zod): the property page's contact links use it on its first view,
// which must stay free of zod (docs/performance.md "The first view").

/**
 * The form's prefilled message (docs/decisions.md, "Contact button"); about a project it names the project
 * and the unit type ('Hola, estoy interesado en el proyecto: Torre Aurora · Flat 2D-A').
 */
export function defaultContactMessage(title: string, about: 'property' | 'project' = 'property'): string {
  return `Hola, estoy interesado en ${about === 'project' ? 'el proyecto' : 'la propiedad'}: ${title}`;
}

/**
 * The message a WhatsApp button writes for the visitor: the listing's code and its address, so an agent
 * answering about several similar listings knows which one ('Hola, me interesa IP-00039: Departamento en
 * Miraflores https://…/propiedad/…').
 */
export function whatsAppEnquiryMessage(code: string, title: string, url: string): string {
  return `Hola, me interesa ${code}: ${title} ${url}`;
}
