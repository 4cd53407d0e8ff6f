import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../platform/db/client.ts';
import { detailTables, type NewProperty } from '../platform/db/schema/index.ts';
import { relevanceScore, type PlannedEngagement } from './engagement.ts';
import { ubigeoCodes } from './locations-data.ts';
import type { PropertyPlan } from './plan-properties.ts';

/** Multi-row inserts in slices: one statement per slice keeps far below PostgreSQL's 65,535 parameters. */
export async function insertInChunks<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
  chunkSize = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize) {
    await db.insert(table).values(rows.slice(i, i + chunkSize));
  }
}

export function propertyRow(
  plan: PropertyPlan,
  companyId: number,
  createdById: number | null,
  counters: PlannedEngagement['counters'][number],
): NewProperty {
  const codes = ubigeoCodes(plan.district);
  return {
    companyId,
    createdById,
    agentId: createdById,
    title: plan.title,
    slug: plan.slug,
    description: plan.description,
    propertyType: plan.propertyType,
    propertyDetailType: plan.detailType,
    price: plan.price,
    currency: plan.currency,
    areaM2: plan.areaM2,
    status: plan.status,
    visibility: plan.visibility,
    addressLine: plan.addressLine,
    district: plan.district.district,
    province: plan.district.province,
    region: plan.district.department,
    country: 'Perú',
    postalCode: null,
    ubigeoDepartment: codes.department,
    ubigeoProvince: codes.province,
    ubigeoDistrict: codes.district,
    attributes: plan.attributes,
    amenities: plan.amenities,
    brandNew: plan.brandNew,
    geometry: plan.geometry,
    polygonCoordinates: plan.polygonCoordinates,
    latitude: plan.latitude,
    longitude: plan.longitude,
    videoUrl: plan.videoUrl,
    featured: plan.featured,
    premium: plan.premium,
    viewCount: counters.views,
    favoriteCount: counters.favorites,
    contactCount: counters.contacts,
    relevanceScore: relevanceScore(plan, counters),
    // Set by insertViews from the view rows.
    lastViewedAt: null,
    publishedAt: plan.publishedAt,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
  };
}

/** Inserts each property's type-specific row, grouped so every detail table gets one batch. */
export async function insertDetails(
  db: DbOrTx,
  plans: readonly PropertyPlan[],
  ids: readonly number[],
): Promise<void> {
  const rows: { [Type in keyof typeof detailTables]: (typeof detailTables)[Type]['$inferInsert'][] } = {
    LandResource: [],
    LotResource: [],
    ApartmentResource: [],
    HouseResource: [],
    OfficeResource: [],
    WarehouseResource: [],
  };
  plans.forEach((plan, i) => {
    const propertyId = ids[i];
    if (propertyId === undefined) throw new Error('insertDetails: missing property id');
    const { detail } = plan;
    // One case per type keeps each row checked against its own table.
    switch (detail.type) {
      case 'LandResource':
        rows.LandResource.push({ propertyId, ...detail.values });
        break;
      case 'LotResource':
        rows.LotResource.push({ propertyId, ...detail.values });
        break;
      case 'ApartmentResource':
        rows.ApartmentResource.push({ propertyId, ...detail.values });
        break;
      case 'HouseResource':
        rows.HouseResource.push({ propertyId, ...detail.values });
        break;
      case 'OfficeResource':
        rows.OfficeResource.push({ propertyId, ...detail.values });
        break;
      case 'WarehouseResource':
        rows.WarehouseResource.push({ propertyId, ...detail.values });
        break;
    }
  });
  for (const type of Object.keys(detailTables) as (keyof typeof detailTables)[]) {
    await insertInChunks(db, detailTables[type], rows[type]);
  }
}
