import {
  categoryMatchesType,
  type PropertyWriteUpdateInput,
} from '@inmuebles/shared/properties/property-write-schema';
import { parsePropertyDetail } from '@inmuebles/shared/properties/property-detail-input';
import { propertyWriteMessages } from '@inmuebles/shared/properties/property-write-messages';
import { ownerMessages } from '@inmuebles/shared/owners/owner-schema';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../../platform/db/client.ts';
import { companies, properties, type ActivityKind } from '../../../platform/db/schema/index.ts';
import { unprocessable } from '../../../platform/http/errors.ts';
import { recordPropertyEvent } from './activity.ts';
import { refreshPropertyPricesOf } from '../offer-prices.ts';
import { detailIssues } from './detail-issues.ts';
import { deleteDetailRows, upsertDetailRow } from './detail-rows.ts';
import { findManagedProperty, type Manager } from './find-managed-property.ts';
import { contentColumns, geometryColumns } from './property-write-columns.ts';
import { syncRoomCountsOf } from './room-counts.ts';
import { resolvePropertyLocation, storedLocation, type LocationColumns } from './resolve-location.ts';
import { statusChangeColumns, statusEventKind } from './status-change.ts';
import { ownerStatusChange } from './owner-listings.ts';

/** The owner company's lock: the active-listing limit is counted under it, as when creating. */
async function lockOwnerCompanyOf(tx: Transaction, companyId: number) {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/** The row as the update needs it, read under lock. */
async function lockCurrent(tx: Transaction, id: number) {
  const [current] = await tx
    .select({
      status: properties.status,
      publishedAt: properties.publishedAt,
      companyId: properties.companyId,
      ownerUserId: properties.ownerUserId,
      reviewStatus: properties.reviewStatus,
      registryOffice: properties.registryOffice,
      registryNumber: properties.registryNumber,
      title: properties.title,
      slug: properties.slug,
      propertyType: properties.propertyType,
      propertyDetailType: properties.propertyDetailType,
      geometry: properties.geometry,
      region: properties.region,
      province: properties.province,
      district: properties.district,
      ubigeoDepartment: properties.ubigeoDepartment,
      ubigeoProvince: properties.ubigeoProvince,
      ubigeoDistrict: properties.ubigeoDistrict,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .for('update');
  return current;
}
type Current = NonNullable<Awaited<ReturnType<typeof lockCurrent>>>;

/**
 * The location columns when the request sends any level: the levels not sent are the stored ones, and the
 * whole chain is checked again (a new province must still hold the district).
 */
function locationChange(
  fields: PropertyWriteUpdateInput['property'],
  current: Current,
): LocationColumns | undefined {
  const { region, province, district } = fields;
  if (region === undefined && province === undefined && district === undefined) return undefined;
  const merged = {
    ...storedLocation(current),
    ...(region ? { region } : {}),
    ...(province ? { province } : {}),
    ...(district ? { district } : {}),
  };
  const missing = [
    merged.region ? null : `property.region: ${propertyWriteMessages.regionRequired}`,
    merged.province ? null : `property.province: ${propertyWriteMessages.provinceRequired}`,
    merged.district ? null : `property.district: ${propertyWriteMessages.districtRequired}`,
  ].filter((line): line is string => line !== null);
  const { region: r, province: p, district: d } = merged;
  if (!r || !p || !d) throw unprocessable(missing);
  return resolvePropertyLocation({ region: r, province: p, district: d });
}

/**
 * The feed's lines for this change: the status line as the status-only PATCH always wrote it, and one
 * 'updated' line for any other edit (unless going back to draft already wrote one).
 */
function changeEvents(
  current: Current,
  status: Current['status'] | undefined,
  contentChanged: boolean,
): { kind: ActivityKind; extra: Record<string, unknown> }[] {
  const statusKind = statusEventKind(current.status, status);
  const events: { kind: ActivityKind; extra: Record<string, unknown> }[] = statusKind
    ? [{ kind: statusKind, extra: { previous_status: current.status, status } }]
    : [];
  if (contentChanged && statusKind !== 'property_updated')
    events.push({ kind: 'property_updated', extra: {} });
  return events;
}

/** An admin's check of the partida holds for that partida only. */
function registryChanged(current: Current, fields: PropertyWriteUpdateInput['property']): boolean {
  const office = fields.registry_office;
  const number = fields.registry_number;
  return (
    (office !== undefined && office !== current.registryOffice) ||
    (number !== undefined && number !== current.registryNumber)
  );
}

/**
 * An owner's listing (docs/product/owners.md) keeps its partida, its limit and its review whoever but an
 * admin edits it: the status to write instead of the plain change, or undefined when that applies.
 */
async function ownerRules(
  tx: Transaction,
  user: Manager,
  current: Current,
  fields: PropertyWriteUpdateInput['property'],
) {
  if (current.ownerUserId === null || user.role === 'admin') return undefined;
  if (fields.registry_office === null || fields.registry_number === null) {
    throw unprocessable([`property.registry_number: ${ownerMessages.registryRequired}`]);
  }
  await lockOwnerCompanyOf(tx, current.companyId);
  return ownerStatusChange(tx, { ...current, ownerUserId: current.ownerUserId }, fields.status);
}

/**
 * `PATCH /properties/{slug or id}` (JSON): only what is sent changes. The status follows status-change.ts
 * (a first publication stamps `published_at`); the location chain, the geometry and the type-specific
 * fields are checked and written together; a new category replaces the old detail row. The slug never
 * changes. The row is locked while it is read and written, so two simultaneous publications stamp and
 * record once, and a refused change (422) leaves everything as it was. Returns the property's id, or
 * undefined when this user may not manage it (the caller answers 404).
 */
export async function updateManagedProperty(
  db: Database,
  user: Manager,
  idOrSlug: string,
  body: PropertyWriteUpdateInput,
): Promise<number | undefined> {
  const found = await findManagedProperty(db, idOrSlug, user);
  if (!found) return undefined;
  const { property: fields } = body;
  return db.transaction(async (tx) => {
    const current = await lockCurrent(tx, found.id);
    if (!current) return undefined;

    const detailType = body.property_detail_type ?? current.propertyDetailType;
    const typeChanged = detailType !== current.propertyDetailType;
    // The body alone was checked when it named both; a PATCH naming one is checked against the stored other.
    if (!categoryMatchesType(fields.property_type ?? current.propertyType, detailType)) {
      throw unprocessable([`property_detail_type: ${propertyWriteMessages.categoryMismatch}`]);
    }
    const detail = parsePropertyDetail(detailType, body.property_detail ?? {});
    if (!detail.success) throw unprocessable(detailIssues(detail.issues));

    const geometry = geometryColumns(fields, current.geometry?.type ?? null);
    const columns = {
      ...contentColumns(fields),
      ...locationChange(fields, current),
      ...geometry,
      ...(typeChanged ? { propertyDetailType: detailType } : {}),
    };
    const held = await ownerRules(tx, user, current, fields);
    const statusColumns = held ?? statusChangeColumns(current, fields.status);
    const registryColumns = registryChanged(current, fields) ? { registryVerifiedAt: null } : {};
    const detailSent = body.property_detail !== undefined;
    const contentChanged = Object.keys(columns).length > 0 || detailSent;
    if (!contentChanged && Object.keys(statusColumns).length === 0) return found.id;

    // updated_at always moves, also when only the detail row changes (then nothing else is set here).
    await tx
      .update(properties)
      .set({ ...columns, ...statusColumns, ...registryColumns, updatedAt: new Date() })
      .where(eq(properties.id, found.id));
    if (typeChanged) await deleteDetailRows(tx, found.id);
    if (detailSent || typeChanged) {
      await upsertDetailRow(tx, found.id, detailType, detail.data);
      await syncRoomCountsOf(tx, found.id);
    } else if (fields.amenities !== undefined) {
      // The amenities a house's detail holds stay the detail's.
      await syncRoomCountsOf(tx, found.id);
    }
    // Without an active offer the property is searched by its own price, in soles.
    if (fields.price !== undefined || fields.currency !== undefined) {
      await refreshPropertyPricesOf(tx, found.id);
    }

    // The feed names the property as it is now called.
    const title = fields.title ?? current.title;
    for (const event of changeEvents(current, held ? held.status : fields.status, contentChanged)) {
      await recordPropertyEvent(tx, {
        ...event,
        companyId: current.companyId,
        userId: user.id,
        propertyId: found.id,
        title,
        slug: current.slug,
      });
    }
    return found.id;
  });
}
