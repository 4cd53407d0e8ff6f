import { z } from 'zod';

/*
 * A company's webhook (docs/product/partner-api.md, "Webhooks"): the address a company_admin saves on the
 * Integraciones page, the secret shown once, and the deliveries listed under it.
 */

/**
 * The WHATWG URL parser of browsers and Node, with only what this file reads: the shared package compiles
 * without DOM or Node types (as properties/video-url.ts).
 */
declare const URL: new (input: string) => { protocol: string; username: string; password: string };

export const webhookEvents = ['lead.created', 'listing.state_changed'] as const;
export type WebhookEventName = (typeof webhookEvents)[number];

export const webhookEventLabels: Record<WebhookEventName, string> = {
  'lead.created': 'Nueva consulta',
  'listing.state_changed': 'Cambio de estado de un aviso',
};

export const webhookDeliveryStates = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStateName = (typeof webhookDeliveryStates)[number];

export const webhookDeliveryStateLabels: Record<WebhookDeliveryStateName, string> = {
  pending: 'Pendiente',
  delivered: 'Entregado',
  failed: 'Fallido',
};

export const WebhookLimits = {
  maxUrlLength: 2000,
  /** How long a delivery is retried before it is marked failed. */
  retryHours: 24,
  /** The deliveries the page lists, newest first. */
  deliveriesShown: 50,
  /** Signatures older than this are refused by the receiver (the verification snippet). */
  toleranceSeconds: 300,
} as const;

/** The headers of a delivery (docs/product/partner-api.md, "Verificar la firma"). */
export const WebhookHeaders = {
  event: 'X-InmoPeru-Event',
  delivery: 'X-InmoPeru-Delivery',
  timestamp: 'X-InmoPeru-Timestamp',
  signature: 'X-InmoPeru-Signature',
} as const;

export const webhookMessages = {
  urlRequired: 'La dirección del webhook es obligatoria',
  urlInvalid: 'La dirección del webhook no es una URL válida (https://tu-crm.com/webhooks/inmoperu)',
  urlScheme: 'La dirección del webhook debe empezar con http:// o https://',
  urlTooLong: `La dirección del webhook puede tener como máximo ${WebhookLimits.maxUrlLength} caracteres`,
  urlCredentials: 'La dirección del webhook no puede llevar usuario ni contraseña',
  urlRefused: (reason: string) => `La dirección del webhook no se acepta: ${reason}`,
  forbidden: 'Solo el administrador de la empresa gestiona los webhooks',
  notFound: 'La empresa no tiene un webhook configurado',
} as const;

/** `PUT /companies/{id}/webhook`. */
export const webhookSaveBodySchema = z.strictObject({
  url: z
    .string({ error: webhookMessages.urlRequired })
    .trim()
    .min(1, webhookMessages.urlRequired)
    .max(WebhookLimits.maxUrlLength, webhookMessages.urlTooLong)
    .superRefine((value, ctx) => {
      let url: { protocol: string; username: string; password: string };
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: webhookMessages.urlInvalid });
        return;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        ctx.addIssue({ code: 'custom', message: webhookMessages.urlScheme });
      } else if (url.username || url.password) {
        ctx.addIssue({ code: 'custom', message: webhookMessages.urlCredentials });
      }
    }),
});
export type WebhookSaveBody = z.input<typeof webhookSaveBodySchema>;

const timestamp = z.iso.datetime();

export const webhookSchema = z.object({
  url: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type WebhookView = z.infer<typeof webhookSchema>;

export const webhookResponseSchema = z.object({ webhook: webhookSchema.nullable() });
/** The answers that carry the signing secret (created, rotated): the page shows it once. */
export const webhookWithSecretResponseSchema = z.object({
  webhook: webhookSchema,
  /** Present when the webhook was created or its secret rotated; never readable again. */
  secret: z.string().optional(),
});

export const webhookDeliverySchema = z.object({
  /** The event's id, as its body and the X-InmoPeru-Delivery header carry it. */
  id: z.string(),
  event: z.enum(webhookEvents),
  state: z.enum(webhookDeliveryStates),
  attempts: z.number(),
  /** The endpoint's last answer; null when none came (timeout, refused address, no connection). */
  last_status: z.number().nullable(),
  last_error: z.string().nullable(),
  last_duration_ms: z.number().nullable(),
  last_attempt_at: timestamp.nullable(),
  /** When it is tried again; null once delivered or failed. */
  next_attempt_at: timestamp.nullable(),
  created_at: timestamp,
  /** The listing's reference code, when the event is about one. */
  reference: z.string().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesResponseSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
