import type { WebhookDeliveryView, WebhookView } from '@inmuebles/shared/partner/webhook-schema';

/** The OpenAPI document's examples of the webhook routes (docs/product/partner-api.md uses the same). */

export const webhookExample: WebhookView = {
  url: 'https://crm.example.com/webhooks/inmoperu',
  created_at: '2026-12-01T15:04:05.000Z',
  updated_at: '2026-12-01T15:04:05.000Z',
};

export const webhookSecretExample = 'whsec_3q2n8Kx0bQm0v7yWc6Yd1Zr5e9Jt4Lh2Pa8Sg0Uf7Ao';

export const deliveryExample: WebhookDeliveryView = {
  id: 'evt_1042',
  event: 'lead.created',
  state: 'pending',
  attempts: 2,
  last_status: 500,
  last_error: 'El servidor respondió 500',
  last_duration_ms: 184,
  last_attempt_at: '2026-12-01T15:05:35.000Z',
  next_attempt_at: '2026-12-01T15:06:35.000Z',
  created_at: '2026-12-01T15:05:04.000Z',
  reference: 'AB-123',
};
