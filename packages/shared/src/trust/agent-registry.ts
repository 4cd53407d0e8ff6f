import { z } from 'zod';

/*
 * A member's or a company's number in the Ministerio de Vivienda's Registro del Agente Inmobiliario
 * (docs/product/owners.md §5): entered by the member (or the company_admin), shown only once an admin checked it.
 */

export const agentRegistryMessages = {
  format:
    'El número del Registro del Agente Inmobiliario debe tener de 3 a 20 letras, números o guiones (por ejemplo PN-1234)',
  membersOnly: 'Solo los miembros de una inmobiliaria indican su número del Registro del Agente Inmobiliario',
  noNumber: 'Este usuario no indicó un número del Registro del Agente Inmobiliario',
  companyNoNumber: 'Esta empresa no indicó un número del Registro del Agente Inmobiliario',
} as const;

/** Letters, digits and hyphens, starting with a letter or digit and holding a digit ('PN-1234', '0123'). */
const numberPattern = /^(?=.*\d)[A-Z0-9][A-Z0-9-]{2,19}$/;

/** The number as a form field: upper-cased; '' or null removes it (the member's and the company's). */
export const agentRegistryNumberInput = z
  .string({ error: agentRegistryMessages.format })
  .trim()
  .toUpperCase()
  .nullable()
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || numberPattern.test(value), { error: agentRegistryMessages.format });

/** `PUT /me/agent_registry`: the number, upper-cased; '' or null removes it. */
export const agentRegistryBodySchema = z.object({ number: agentRegistryNumberInput });
export type AgentRegistryBody = z.input<typeof agentRegistryBodySchema>;

/** The member's number and whether an admin checked it. */
export const agentRegistryResponseSchema = z.object({
  agent_registry: z.object({ number: z.string().nullable(), verified: z.boolean() }),
});
export type AgentRegistryResponse = z.infer<typeof agentRegistryResponseSchema>;
