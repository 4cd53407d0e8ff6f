import { propertyDetailResponseSchema } from '@inmuebles/shared/properties/property-detail-schema';
import type { Database } from '../../../platform/db/client.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { serializeAnswer } from '../../../platform/http/serialized-answer.ts';
import { getPropertyDetail, type ViewableDetail } from '../detail-service.ts';

export interface GuestDetail {
  detail: ViewableDetail;
  /** The JSON answer of GET /properties/{slug or id}, serialised once. */
  json: string;
}

/**
 * A property's detail as a guest sees it, shared for a few seconds by the JSON detail and the page's <head>
 * (platform/http/guest-answer-cache.ts): both ask for the same thing when a guest opens /propiedad/{slug}.
 * `db`: the request's (request.readDb); a guest who just wrote reads the primary, which no shared answer
 * may stand in for (platform/db/read-routing.ts).
 */
export function guestPropertyDetail(
  app: AppInstance,
  idOrSlug: string,
  db: Database = app.readDb,
): Promise<GuestDetail | undefined> {
  const load = async () => {
    const detail = await getPropertyDetail(db, app.storage, idOrSlug, null);
    if (!detail) return undefined;
    return { detail, json: serializeAnswer(propertyDetailResponseSchema, { property: detail.property }) };
  };
  return db === app.readDb ? app.guestAnswers.get(`detalle ${idOrSlug}`, load) : load();
}
