import type { DbOrTx } from '../../platform/db/client.ts';
import { readFeedBatch, type FeedPhoto } from './feed-repository.ts';
import { FEED_HEAD, FEED_TAIL, renderAd, type FeedContext } from './feed-xml.ts';

/**
 * The whole feed as text chunks, one batch of properties at a time: what is written to the storage never
 * sits in memory whole, whatever the number of listings.
 */
export async function* feedDocument(
  db: DbOrTx,
  context: FeedContext,
  scope: { companyId?: number } = {},
): AsyncGenerator<string> {
  yield FEED_HEAD;
  let afterId = 0;
  for (;;) {
    const batch = await readFeedBatch(db, { afterId, companyId: scope.companyId });
    const last = batch.properties.at(-1);
    if (!last) break;
    const photosOf = new Map<number, FeedPhoto[]>();
    for (const photo of batch.photos) {
      const list = photosOf.get(photo.propertyId) ?? [];
      list.push(photo);
      photosOf.set(photo.propertyId, list);
    }
    const byId = new Map(batch.properties.map((property) => [property.id, property]));
    let chunk = '';
    for (const offer of batch.offers) {
      const property = byId.get(offer.propertyId);
      if (property) chunk += renderAd(property, offer, photosOf.get(property.id) ?? [], context);
    }
    if (chunk) yield chunk;
    afterId = last.id;
  }
  yield FEED_TAIL;
}
