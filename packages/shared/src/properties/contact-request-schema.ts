import { z } from 'zod';
import { phonePattern } from '../auth/schemas.ts';

/*
 * `POST /properties/{id}/contact_requests`: the contact form's fields and limits. The API validates with
 * this schema and the form reuses it, so both show the same Spanish messages.
 */

export const ContactRequestLimits = {
  minNameLength: 2,
  maxNameLength: 120,
  maxEmailLength: 254,
  maxPhoneLength: 30,
  minMessageLength: 10,
  maxMessageLength: 2000,
} as const;

export const contactRequestMessages = {
  name: 'El nombre es requerido',
  nameTooLong: `Máximo ${ContactRequestLimits.maxNameLength} caracteres`,
  email: 'Ingresa un correo válido',
  phone: 'Ingresa un teléfono válido',
  message: 'El mensaje debe tener al menos 10 caracteres',
  messageTooLong: `El mensaje no puede superar los ${ContactRequestLimits.maxMessageLength} caracteres`,
  sent: 'Tu consulta fue enviada. La empresa se pondrá en contacto contigo pronto.',
  // A guest's form that looks automated (honeypot filled, sent too fast): deliberately says not why.
  refused: 'No pudimos enviar tu consulta. Espera unos segundos e inténtalo de nuevo.',
} as const;

/**
 * The honeypot: a field hidden from people (off-screen, out of the tab order, no autofill) that only a
 * robot filling every input sends non-empty.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

export { defaultContactMessage } from './contact-message.ts';

const L = ContactRequestLimits;
const M = contactRequestMessages;

/** One contact request; an empty phone is "not given" and becomes null. */
export const contactRequestInputSchema = z.object({
  name: z.string({ error: M.name }).trim().min(L.minNameLength, M.name).max(L.maxNameLength, M.nameTooLong),
  email: z
    .string({ error: M.email })
    .trim()
    .toLowerCase()
    .max(L.maxEmailLength, M.email)
    .pipe(z.email(M.email)),
  phone: z
    .string({ error: M.phone })
    .trim()
    .max(L.maxPhoneLength, M.phone)
    .refine((value) => value === '' || phonePattern.test(value), M.phone)
    .nullish()
    .transform((value) => (value ? value : null)),
  message: z
    .string({ error: M.message })
    .trim()
    .min(L.minMessageLength, M.message)
    .max(L.maxMessageLength, M.messageTooLong),
});

/**
 * The request body: the spec wraps the fields in `contact_request`. A guest also sends the form token
 * handed out when the form opened (`GET /contact_requests/form_token`, the minimum fill time) and the
 * honeypot field, which a person leaves empty.
 */
export const contactRequestBodySchema = z.object({
  contact_request: contactRequestInputSchema,
  form_token: z.string().max(200).optional(),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(2000).optional(),
});

/** 200 answer of `GET /contact_requests/form_token`. */
export const contactFormTokenSchema = z.object({ form_token: z.string() });

/** 201 answer: the stored request and the confirmation to show. */
export const contactRequestCreatedSchema = z.object({
  contact_request: z.object({ id: z.number().int(), created_at: z.iso.datetime() }),
  message: z.string(),
});

export type ContactRequestInput = z.input<typeof contactRequestInputSchema>;
export type ContactRequestData = z.output<typeof contactRequestInputSchema>;
export type ContactRequestBody = z.input<typeof contactRequestBodySchema>;
export type ContactRequestCreated = z.infer<typeof contactRequestCreatedSchema>;
