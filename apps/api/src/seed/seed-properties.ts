import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client.ts';
import {
  activityEvents,
  contactRequests,
  favorites,
  listings,
  mediaAssets,
  properties,
  type NewActivityEvent,
} from '../platform/db/schema/index.ts';
import { refreshPropertyPrices, repriceOffers } from '../features/properties/offer-prices.ts';
import { recordPriceChanges } from '../features/properties/price-history.ts';
import { syncRoomCounts } from '../features/properties/management/room-counts.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import type { PlannedEngagement } from './engagement.ts';
import type { PicturePool } from './images.ts';
import { copyPropertyPhotos } from './photos.ts';
import type { PropertyPlan } from './plan-properties.ts';
import type { Rng } from './prng.ts';
import { insertDetails, insertInChunks, propertyRow } from './rows.ts';
import { insertViews } from './views.ts';

export interface PropertyOwners {
  companyIds: ReadonlyMap<string, number>;
  /** Who "created" each company's listings (its staff), by company slug. */
  staffByCompany: ReadonlyMap<string, readonly number[]>;
}

/** Inserts the properties and everything hanging off them; returns the new ids in plan order. */
export async function insertProperties(
  db: DbOrTx,
  storage: FileStorage,
  pool: PicturePool,
  rng: Rng,
  plans: readonly PropertyPlan[],
  engagement: PlannedEngagement,
  owners: PropertyOwners,
  now: number,
  onInserted: (ids: readonly number[]) => void = () => {},
): Promise<number[]> {
  const creators = plans.map((plan, i) => {
    const staff = owners.staffByCompany.get(plan.companySlug) ?? [];
    return staff.length > 0 ? (staff[i % staff.length] ?? null) : null;
  });
  const rows = plans.map((plan, i) => {
    const companyId = owners.companyIds.get(plan.companySlug);
    const counters = engagement.counters[i];
    if (companyId === undefined || !counters)
      throw new Error(`insertProperties: no company for ${plan.slug}`);
    return propertyRow(plan, companyId, creators[i] ?? null, counters);
  });

  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const inserted = await db
      .insert(properties)
      .values(rows.slice(i, i + 200))
      .returning({ id: properties.id, slug: properties.slug });
    // Map by slug rather than trusting RETURNING's order.
    const bySlug = new Map(inserted.map((row) => [row.slug, row.id]));
    for (const row of rows.slice(i, i + 200)) {
      const id = bySlug.get(row.slug);
      if (id === undefined) throw new Error(`insertProperties: ${row.slug} not returned`);
      ids.push(id);
    }
  }
  // Tell the caller before any file is written, so it can clean up if a later step fails.
  onInserted(ids);
  const idOf = (index: number): number => {
    const id = ids[index];
    if (id === undefined) throw new Error(`insertProperties: no id for plan ${index}`);
    return id;
  };

  await insertDetails(db, plans, ids);
  await insertInChunks(
    db,
    listings,
    plans.flatMap((plan, i) =>
      plan.listings.map((offer) => ({
        propertyId: idOf(i),
        ...offer,
        // Converted right below, in SQL at the rate in force.
        pricePen: '0',
        createdAt: plan.createdAt,
        updatedAt: plan.updatedAt,
      })),
    ),
  );
  // The search's copies: room counts from the details, prices in soles from the offers.
  const [first, last] = [Math.min(...ids), Math.max(...ids)];
  await repriceOffers(db, sql`l.property_id between ${first} and ${last}`);
  // Each offer's history starts with its price, on the day it was published.
  await recordPriceChanges(db, sql`l.property_id between ${first} and ${last}`, { at: sql`l.created_at` });
  const inserted = sql`p.id between ${first} and ${last}`;
  await syncRoomCounts(db, inserted);
  await refreshPropertyPrices(db, inserted);

  // Files first, rows after: a media row never points to a missing file.
  const media = await copyPropertyPhotos(storage, pool, rng, plans, ids);
  await insertInChunks(db, mediaAssets, media);

  await insertViews(db, plans, ids, now);
  await insertInChunks(
    db,
    favorites,
    engagement.favorites.map((f) => ({
      propertyId: idOf(f.property),
      userId: f.userId,
      createdAt: f.createdAt,
    })),
  );
  await insertInChunks(
    db,
    contactRequests,
    engagement.contacts.map((c) => {
      const plan = plans[c.property];
      const companyId = plan ? owners.companyIds.get(plan.companySlug) : undefined;
      if (companyId === undefined) throw new Error('insertProperties: contact without company');
      const { property, ...rest } = c;
      // Each lead is in the charge of its property's agent, as a new one would be (docs/product/teams.md).
      return { ...rest, propertyId: idOf(property), companyId, agentId: creators[property] ?? null };
    }),
  );
  await insertInChunks(db, activityEvents, activityRows(plans, engagement, owners, creators, idOf));
  return ids;
}

/** The dashboard's "recent activity": creation, publication, archiving and contacts, at their real dates. */
function activityRows(
  plans: readonly PropertyPlan[],
  engagement: PlannedEngagement,
  owners: PropertyOwners,
  creators: readonly (number | null)[],
  idOf: (index: number) => number,
): NewActivityEvent[] {
  const events: NewActivityEvent[] = [];
  plans.forEach((plan, i) => {
    const companyId = owners.companyIds.get(plan.companySlug);
    if (companyId === undefined) return;
    const base = {
      companyId,
      userId: creators[i] ?? null,
      propertyId: idOf(i),
      data: { title: plan.title, slug: plan.slug },
    };
    events.push({ ...base, kind: 'property_created', createdAt: plan.createdAt });
    if (plan.publishedAt) events.push({ ...base, kind: 'property_published', createdAt: plan.publishedAt });
    if (plan.archivedAt) events.push({ ...base, kind: 'property_archived', createdAt: plan.archivedAt });
  });
  for (const contact of engagement.contacts) {
    const plan = plans[contact.property];
    const companyId = plan ? owners.companyIds.get(plan.companySlug) : undefined;
    if (!plan || companyId === undefined) continue;
    events.push({
      companyId,
      userId: null,
      propertyId: idOf(contact.property),
      kind: 'contact_received',
      data: { title: plan.title, slug: plan.slug, name: contact.name },
      createdAt: contact.createdAt,
    });
  }
  return events;
}
