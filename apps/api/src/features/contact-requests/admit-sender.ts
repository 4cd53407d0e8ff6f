import type { FastifyRequest } from 'fastify';
import {
  CONTACT_HONEYPOT_FIELD,
  contactRequestCreatedSchema,
  contactRequestMessages,
} from '@inmuebles/shared/properties/contact-request-schema';
import { apiErrorSchema } from '../../platform/http/http-schemas.ts';
import type { AppInstance } from '../../platform/runtime/app-instance.ts';
import { signingSecret } from '../../platform/config/signing-secret.ts';
import { consumeContactQuota } from './contact-throttle.ts';
import { readContactFormToken, type AcceptableFormToken } from './form-token.ts';
import { contactRefused } from './form-token-claims.ts';

/** What every contact form sends besides its own fields. */
interface ContactFormBody {
  contact_request: { email: string };
  form_token?: string;
  [CONTACT_HONEYPOT_FIELD]?: string;
}

/**
 * The gate every enquiry passes before anything is looked up, whatever it is about (a property, a project):
 * the sender's quotas, then the honeypot, then the form token a guest must bring. Signed-in senders are
 * accountable already (a confirmed account, a per-account limit), so they bring none. Answers the guest's
 * token, spent later in the same transaction as the enquiry.
 */
export async function admitContactSender(
  app: AppInstance,
  request: Pick<FastifyRequest, 'user' | 'ip'> & { body: ContactFormBody },
): Promise<AcceptableFormToken | null> {
  const { user, body } = request;
  await consumeContactQuota(app.rateLimiter, {
    userId: user?.id ?? null,
    senderEmail: body.contact_request.email,
    ip: request.ip,
  });
  if (body[CONTACT_HONEYPOT_FIELD]) throw contactRefused();
  if (user) return null;
  const formToken = readContactFormToken(signingSecret(app.config), body.form_token);
  if (!formToken) throw contactRefused();
  return formToken;
}

/** The 201 answer of every contact form. */
/** The answers of every route that stores an enquiry. */
export const contactRequestResponses = {
  201: contactRequestCreatedSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};

export function contactRequestCreated(created: { id: number; createdAt: Date }) {
  return {
    contact_request: { id: created.id, created_at: created.createdAt.toISOString() },
    message: contactRequestMessages.sent,
  };
}
