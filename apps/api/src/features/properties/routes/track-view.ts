import type { FastifyReply, FastifyRequest } from 'fastify';
import { now } from '../../../platform/runtime/clock.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import type { ViewableDetail } from '../detail-service.ts';
import { recordViewInBackground, viewWritesSettled, type PropertyView } from '../view-recorder.ts';
import {
  createVisitorIdentifier,
  isLikelyBot,
  VISITOR_COOKIE,
  VISITOR_COOKIE_MAX_AGE_SECONDS,
} from '../view-visitor.ts';
import { limaDay } from '../../../platform/runtime/lima-day.ts';
import { signingSecret } from '../../../platform/config/signing-secret.ts';

/** Only the property calls read the cookie, so only they receive it. */
const COOKIE_PATH = '/api/v1/properties';

/**
 * The view counter of `GET /properties/{slug or id}`: the handler decides whether this request counts (and
 * sets the visitor cookie on the answer), the route's onResponse hook writes the view once the answer has
 * been sent, so the visitor never waits for it.
 */
export function createViewTracker(app: AppInstance) {
  // Shared by every process: a cookie one signed is valid on the others (features/properties/view-visitor.ts).
  const identifyVisitor = createVisitorIdentifier(signingSecret(app.config));
  const secureCookie = app.config.publicUrl.startsWith('https://');
  const planned = new WeakMap<FastifyRequest, PropertyView>();
  // Closing waits for the views still being written. Fastify runs a plugin's onClose hooks before its
  // parents', so this runs before the app's own hook closes the database.
  app.addHook('onClose', async () => viewWritesSettled());

  /** In the handler, before answering. */
  function plan(request: FastifyRequest, reply: FastifyReply, detail: ViewableDetail): void {
    // The company's own members (and admins) looking at a listing are not visitors; HEAD shows nothing.
    if (detail.property.can_edit || request.method !== 'GET') return;
    const userAgent = request.headers['user-agent'] ?? '';
    if (isLikelyBot(userAgent)) return;
    const at = now();
    const day = limaDay(at);
    const visitor = identifyVisitor({
      userId: request.user?.id ?? null,
      cookie: request.cookies[VISITOR_COOKIE],
      ip: request.ip,
      userAgent,
      day,
    });
    if (visitor.newCookie) {
      void reply.setCookie(VISITOR_COOKIE, visitor.newCookie, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
        maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
      });
    }
    planned.set(request, { propertyId: detail.property.id, visitorKey: visitor.key, day, at });
  }

  /** The route's onResponse hook: the answer is out, now the write. */
  async function onResponse(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const view = planned.get(request);
    if (view && reply.statusCode === 200) recordViewInBackground(app.db, view, request.log);
  }

  return { plan, onResponse };
}
