// Apart from contact-request-schema.ts (zod): the property page's contact links use it on its first view,
// which must stay free of zod (docs/performance.md "The first view").

/** The form's prefilled message (docs/decisions.md, "Contact button"). */
export function defaultContactMessage(title: string): string {
  return `Hola, estoy interesado en la propiedad: ${title}`;
}
