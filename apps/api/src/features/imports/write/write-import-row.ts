import type { ImportPlan } from '@inmuebles/shared/imports/validate-import-row';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { listings, properties } from '../../../platform/db/schema/index.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { isUniqueViolation } from '../../../platform/db/postgres-errors.ts';
import {
  createListing,
  createManagedProperty,
  insertListing,
  resolvePropertyLocation,
  updateListing,
  updateManagedProperty,
  type Manager,
} from '../../properties/public.ts';

/*
 * The one writer of an imported row (files, feeds and the partner API all end here): the property and its
 * offer written through the editor's own services, in one transaction, so a row is either whole or absent.
 * The row is found again by its reference code at write time, not at preview time: a code created meanwhile
 * is updated rather than duplicated. Offers keep their ids: the offer of the row's operation is updated
 * (the active one, else the latest), and only a property without one gets a new offer.
 */

export interface WrittenRow {
  propertyId: number;
  created: boolean;
}

/** The editor's services answer undefined for a property this user may not manage (the route's 404). */
async function required<T>(write: Promise<T | undefined>): Promise<T> {
  const result = await write;
  if (result === undefined) throw forbidden('No puedes gestionar las propiedades de esta empresa');
  return result;
}

/** A date-only OnMarketDate as an instant: midday in Lima, so every zone reads the same day. */
const middayInLima = (date: string) => new Date(`${date}T12:00:00-05:00`);

async function offerOfOperation(
  tx: Database,
  propertyId: number,
  operation: ImportPlan['listing']['operation'],
) {
  const [offer] = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.propertyId, propertyId), eq(listings.operation, operation)))
    .orderBy(desc(sql`${listings.status} = 'active'`), desc(listings.id))
    .limit(1);
  return offer;
}

/**
 * A new property and its offer. The import's columns go in the insert, and the offer is written without
 * finding the property again (it was just created, by this user): the editor's services' own writes, fewer
 * statements (docs/performance.md, "Imports").
 */
async function createFromPlan(
  tx: Database,
  user: Manager,
  companyId: number,
  plan: ImportPlan,
  fingerprint: string,
) {
  const property = { ...plan.property, property: { ...plan.property.property, company_id: companyId } };
  const publishedAt =
    plan.onMarketDate && plan.property.property.status === 'published'
      ? middayInLima(plan.onMarketDate)
      : undefined;
  const propertyId = await createManagedProperty(tx, user, property, {
    referenceCode: plan.referenceCode,
    importFingerprint: fingerprint,
    publishedAt,
  });
  const { ubigeoDistrict } = resolvePropertyLocation(plan.property.property);
  await insertListing(tx, propertyId, plan.listing, {
    propertyType: plan.property.property.property_type,
    ubigeoDistrict,
  });
  return propertyId;
}

async function updateFromPlan(tx: Database, user: Manager, propertyId: number, plan: ImportPlan) {
  const { company_id: _company, ...fields } = plan.property.property;
  await required(
    updateManagedProperty(tx, user, String(propertyId), {
      property_detail_type: plan.property.property_detail_type,
      property: fields,
      property_detail: plan.property.property_detail,
    }),
  );
  const offer = await offerOfOperation(tx, propertyId, plan.listing.operation);
  if (offer) await required(updateListing(tx, user, String(offer.id), plan.listing));
  else await required(createListing(tx, user, String(propertyId), plan.listing));
}

/** Work of the caller's that must commit with the row (the run's progress): inside the row's transaction. */
export type WithRow = (tx: Database, written: WrittenRow) => Promise<void>;

export interface WriteOptions {
  /** Runs in the row's transaction, after the row. */
  withRow?: WithRow;
  /**
   * The preview found no property with the row's code: the row is inserted straight away, saving the locked
   * lookup; should one have been created meanwhile, the code's unique index refuses the insert (its
   * savepoint is rolled back) and the row updates that property instead.
   */
  expectNew?: boolean;
}

/**
 * Writes one checked row for `companyId` as `user` (who must manage the company's properties), in one
 * transaction that also runs `options.withRow`. Throws what the editor's services throw (a 409 or 422
 * AppError): the caller records it on the row.
 */
export async function writeImportRow(
  db: Database,
  user: Manager,
  companyId: number,
  plan: ImportPlan,
  fingerprint: string,
  options: WriteOptions = {},
): Promise<WrittenRow> {
  return db.transaction(async (tx) => {
    // The row commits whole or not at all, so a commit lost in a crash loses the row and whatever
    // `withRow` recorded of it, and a resume writes it again (found by its code, never duplicated):
    // waiting for the disk at each of thousands of commits buys nothing.
    await tx.execute(sql`set local synchronous_commit = off`);
    const written = await writeRow(tx, user, companyId, plan, fingerprint, options.expectNew ?? false);
    await options.withRow?.(tx, written);
    return written;
  });
}

async function writeRow(
  tx: Database,
  user: Manager,
  companyId: number,
  plan: ImportPlan,
  fingerprint: string,
  expectNew: boolean,
): Promise<WrittenRow> {
  if (expectNew) {
    try {
      return { propertyId: await createFromPlan(tx, user, companyId, plan, fingerprint), created: true };
    } catch (err) {
      if (!isUniqueViolation(err, 'properties_company_reference_code_unique')) throw err;
    }
  }
  const [existing] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.companyId, companyId), eq(properties.referenceCode, plan.referenceCode)))
    .for('update');
  if (existing) {
    await updateFromPlan(tx, user, existing.id, plan);
    await tx.update(properties).set({ importFingerprint: fingerprint }).where(eq(properties.id, existing.id));
    return { propertyId: existing.id, created: false };
  }
  return { propertyId: await createFromPlan(tx, user, companyId, plan, fingerprint), created: true };
}
