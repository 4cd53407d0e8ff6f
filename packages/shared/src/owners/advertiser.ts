/*
 * Who advertises a property and the marks an admin checked (docs/product/owners.md), apart from the owner
 * schemas so that the property page shows them without downloading zod (docs/performance.md).
 */

/** Who advertises a property: a company, or its owner. */
export const advertiserKinds = ['agency', 'owner'] as const;
export type AdvertiserKind = (typeof advertiserKinds)[number];

/** The 'Anunciante' filter's options and the detail's card title. */
export const advertiserLabels: Record<AdvertiserKind, string> = {
  agency: 'Inmobiliaria',
  owner: 'Dueño directo',
};

/** The detail's mark when an admin checked the owner's partida. */
export const VERIFIED_REGISTRY_LABEL = 'Propietario con partida verificada';

/** The contact card's line for a member whose Registro del Agente Inmobiliario number an admin checked. */
export const registeredAgentLabel = (number: string) => `Agente inmobiliario registrado N.º ${number}`;

/** The line for a company whose own number an admin checked (its page, the property's company card). */
export const registeredCompanyLabel = (number: string) =>
  `Inscrita en el Registro del Agente Inmobiliario N.º ${number}`;
