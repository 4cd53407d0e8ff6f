import { and, asc, eq, exists, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import {
  properties,
  publiclyListed,
  savedSearchAlerts,
  savedSearches,
  savedSearchProjectAlerts,
  users,
} from '../../platform/db/schema/index.ts';
import { now } from '../../platform/runtime/clock.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { savedSearchAlertMessage } from './alert-email.ts';
import { alertPhotoUrls } from './alert-photos.ts';
import { alertPrices } from './alert-prices.ts';
import { alertProjects, claimProjectAlerts } from './project-alert-items.ts';
import { createUnsubscribeToken } from './unsubscribe-token.ts';
import { absoluteUrl, publicPaths } from '@inmuebles/shared/paths/public-paths';
import { propertyListQuerySchema } from '@inmuebles/shared/properties/list-query';

/** At most this many properties and projects in one alert e-mail; the rest behind "Ver todos los resultados". */
const ALERT_MAX_PROPERTIES = 20;

const DAY_MS = 24 * 3600 * 1000;
const periodMs = { instant: 0, daily: DAY_MS, weekly: 7 * DAY_MS } as const;

export interface AlertDeliveryDeps {
  db: Database;
  /** Builds the photos' addresses. */
  storage: Pick<FileStorage, 'publicUrl'>;
  publicUrl: string;
  secret: Buffer;
}

/**
 * Queues one e-mail per saved search that has pending alerts and whose period has passed (instant: at
 * once; daily and weekly: a day or a week after its last alert). The pending rows are claimed by setting
 * sent_at under their row locks in the same transaction as the outbox row: a second process running at
 * the same time finds them claimed (or waits and then finds them claimed), so nothing is sent twice.
 * Paused searches and accounts that are unconfirmed or deactivated get nothing. Returns e-mails queued.
 */
export async function deliverSavedSearchAlerts(deps: AlertDeliveryDeps): Promise<number> {
  const at = now();
  const pending = (table: typeof savedSearchAlerts | typeof savedSearchProjectAlerts) =>
    exists(
      deps.db
        .select({ one: sql`1` })
        .from(table)
        .where(and(eq(table.savedSearchId, savedSearches.id), isNull(table.sentAt))),
    );
  const due = await deps.db
    .select({
      id: savedSearches.id,
      frequency: savedSearches.frequency,
      last: savedSearches.lastAlertedAt,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        or(pending(savedSearchAlerts), pending(savedSearchProjectAlerts)),
        eq(savedSearches.paused, false),
        isNotNull(users.emailConfirmedAt),
        isNull(users.deactivatedAt),
      ),
    );
  let queued = 0;
  for (const search of due) {
    const waited = search.last === null || at.getTime() - search.last.getTime() >= periodMs[search.frequency];
    if (waited && (await deliverOne(deps, search.id))) queued += 1;
  }
  return queued;
}

async function deliverOne(deps: AlertDeliveryDeps, searchId: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(savedSearchAlerts)
      .set({ sentAt: now() })
      .where(and(eq(savedSearchAlerts.savedSearchId, searchId), isNull(savedSearchAlerts.sentAt)))
      .returning({ propertyId: savedSearchAlerts.propertyId, alertKey: savedSearchAlerts.alertKey });
    const claimedProjects = await claimProjectAlerts(tx, searchId);
    if (claimed.length === 0 && claimedProjects.length === 0) return false;
    const [search] = await tx
      .select({ search: savedSearches, email: users.email, firstName: users.firstName })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(eq(savedSearches.id, searchId));
    if (!search) return false;
    const ids = [...new Set(claimed.map((row) => row.propertyId))];
    const drops = new Set(claimed.filter((row) => row.alertKey !== 'new').map((row) => row.propertyId));
    const rows =
      ids.length === 0
        ? []
        : await tx
            .select({
              id: properties.id,
              slug: properties.slug,
              title: properties.title,
              price: properties.price,
              currency: properties.currency,
              listed: sql<number>`count(*) over ()`.mapWith(Number),
            })
            .from(properties)
            // Only what the listing still shows when the e-mail is written: an alert recorded days ago may name
            // a property hidden or of a company suspended since.
            .where(and(inArray(properties.id, ids), publiclyListed))
            .orderBy(asc(properties.id))
            .limit(ALERT_MAX_PROPERTIES);
    const base = deps.publicUrl;
    // Projects first: few, and news a property list of 20 would push out.
    const projectItems = await alertProjects(
      tx,
      claimedProjects,
      propertyListQuerySchema.safeParse(search.search.filters).data ?? null,
      deps.storage,
      base,
      ALERT_MAX_PROPERTIES,
    );
    if (rows.length === 0 && projectItems.total === 0) return false;
    const prices = await alertPrices(tx, rows, search.search.filters.operation);
    const photos = await alertPhotoUrls(
      tx,
      rows.map((row) => row.id),
      deps.storage,
      base,
    );
    const token = createUnsubscribeToken(deps.secret, searchId);
    const query = new URLSearchParams(
      Object.entries(search.search.filters).map(([key, value]): [string, string] => [key, String(value)]),
    );
    await enqueueEmail(
      tx,
      savedSearchAlertMessage({
        to: search.email,
        firstName: search.firstName,
        searchName: search.search.name,
        projects: projectItems.items,
        projectTotal: projectItems.total,
        properties: rows.slice(0, ALERT_MAX_PROPERTIES - projectItems.items.length).map((row) => ({
          title: row.title,
          url: absoluteUrl(base, publicPaths.property(row.slug)),
          price: prices.get(row.id) ?? '',
          priceDrop: drops.has(row.id),
          photoUrl: photos.get(row.id) ?? null,
        })),
        total: rows[0]?.listed ?? rows.length,
        listingUrl: absoluteUrl(base, publicPaths.listingWith(query.toString())),
        unsubscribeUrl: absoluteUrl(base, publicPaths.unsubscribePage(token)),
        oneClickUrl: absoluteUrl(base, publicPaths.oneClickUnsubscribe(token)),
      }),
    );
    await tx.update(savedSearches).set({ lastAlertedAt: now() }).where(eq(savedSearches.id, searchId));
    return true;
  });
}
