import { z } from 'zod';
import { PageSizes, PropertyLimits } from '../properties/limits.ts';
import { strictFields } from '../properties/management-schema.ts';
import { paginationSchema } from '../properties/property-schema.ts';

/*
 * The company's inbox of contact requests (leads) in the signed-in area:
 * `GET /companies/{id}/contact_requests` and `PATCH /contact_requests/{id}`. Sending one is
 * `properties/contact-request-schema.ts`.
 */

/** Leads per page when the client does not say. */
export const contactRequestsDefaultPerPage = 20;

const absent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const integerField = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** URL booleans: 'true'/'1' and 'false'/'0' (z.coerce.boolean would read 'false' as true). */
const queryBoolean = (message: string) =>
  z.preprocess(
    (value) => {
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      return absent(value);
    },
    z.boolean({ error: message }).optional(),
  );

/** `GET /companies/{id}/contact_requests` query: paging, and `unread=true` for the unread ones only. */
export const contactRequestListQuerySchema = z.object({
  page: z.preprocess(
    absent,
    integerField('La página debe ser un número entero mayor o igual a 1', 1, PropertyLimits.maxPage).default(
      1,
    ),
  ),
  per_page: z.preprocess(
    absent,
    integerField(
      `La cantidad por página debe ser un número entero entre 1 y ${PageSizes.max}`,
      1,
      PageSizes.max,
    ).default(contactRequestsDefaultPerPage),
  ),
  unread: queryBoolean('El filtro de no leídas debe ser true o false'),
  /** "Mis consultas": only the leads whose agent in charge is the caller (docs/product/teams.md). */
  mine: queryBoolean('El filtro de mis consultas debe ser true o false'),
});
export type ContactRequestListQuery = z.output<typeof contactRequestListQuerySchema>;
export type ContactRequestListQueryInput = z.input<typeof contactRequestListQuerySchema>;

const timestamp = z.iso.datetime();

/** One lead as the company sees it: the sender's contact data, the message and the property it is about. */
export const receivedContactRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null when the sender deleted their account (the name is then 'Usuario eliminado'). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  read_at: timestamp.nullable(),
  created_at: timestamp,
  /** The property asked about; null for a lead about a project. */
  property: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
  /** The project asked about (docs/product/projects.md) and the unit type chosen, its name as sent. */
  project: z
    .object({ id: z.number().int(), slug: z.string(), name: z.string(), unit_type: z.string().nullable() })
    .nullable(),
  /** The member in charge of the lead (null when nobody is, e.g. their account was removed). */
  agent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ReceivedContactRequest = z.infer<typeof receivedContactRequestSchema>;

/** The list, newest first; `unread_count` counts the whole inbox, whatever the filter and page. */
export const contactRequestListResponseSchema = z.object({
  contact_requests: z.array(receivedContactRequestSchema),
  pagination: paginationSchema,
  unread_count: z.number().int(),
});
export type ContactRequestListResponse = z.infer<typeof contactRequestListResponseSchema>;

/** `PATCH /contact_requests/{id}`: mark as read (true) or unread again (false). */
export const contactRequestReadBodySchema = strictFields({
  read: z.boolean({ error: 'Indica si la consulta está leída (true o false)' }),
});
export type ContactRequestReadBody = z.infer<typeof contactRequestReadBodySchema>;

export const contactRequestResponseSchema = z.object({ contact_request: receivedContactRequestSchema });
export type ContactRequestResponse = z.infer<typeof contactRequestResponseSchema>;
