import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { selectHead } from '../../platform/db/select-head.ts';
import {
  companies,
  mediaAssets,
  properties,
  users,
  type Company,
  type MediaAsset,
} from '../../platform/db/schema/index.ts';
import { cardScore, summaryColumns } from './summary-columns.ts';

/*
 * The reads behind the detail answer, beyond what a card loads (card-data.ts): the property's own detail
 * columns, every photo, and the owning company's public contact data.
 */

/**
 * The card's columns with the whole description, the score a card would report (same formula, so the two
 * screens agree), and the columns only the detail shows. Never the search vector or storage paths of others.
 */
const detailColumns = {
  ...summaryColumns,
  description: properties.description,
  score: cardScore,
  attributes: properties.attributes,
  amenities: properties.amenities,
  geometry: properties.geometry,
  polygonCoordinates: properties.polygonCoordinates,
  latitude: properties.latitude,
  longitude: properties.longitude,
  videoUrl: properties.videoUrl,
  videoKey: properties.videoKey,
  videoFilename: properties.videoFilename,
  videoMime: properties.videoMime,
  agentId: properties.agentId,
  ownerUserId: properties.ownerUserId,
  registryVerifiedAt: properties.registryVerifiedAt,
};

/** Written out once (platform/db/select-head.ts): 45 columns, the longest of the detail's statements to build. */
const detailHead = selectHead(detailColumns, properties);

export async function findPropertyDetailRow(db: DbOrTx, propertyId: number) {
  const [row] = await detailHead(db, sql`where ${eq(properties.id, propertyId)}`).execute();
  return row;
}

export type PropertyDetailRow = NonNullable<Awaited<ReturnType<typeof findPropertyDetailRow>>>;

export type PhotoRow = Pick<
  MediaAsset,
  | 'id'
  | 'kind'
  | 'title'
  | 'description'
  | 'position'
  | 'storageKey'
  | 'variantWidths'
  | 'createdAt'
  | 'updatedAt'
>;

const photosHead = selectHead(
  {
    id: mediaAssets.id,
    kind: mediaAssets.kind,
    title: mediaAssets.title,
    description: mediaAssets.description,
    position: mediaAssets.position,
    storageKey: mediaAssets.storageKey,
    variantWidths: mediaAssets.variantWidths,
    createdAt: mediaAssets.createdAt,
    updatedAt: mediaAssets.updatedAt,
  },
  mediaAssets,
);

/** Every photo in gallery order: position, then upload order for equal positions (as the card's main photo). */
export function findPropertyPhotos(db: DbOrTx, propertyId: number): Promise<PhotoRow[]> {
  return photosHead(
    db,
    sql`where ${and(eq(mediaAssets.propertyId, propertyId), eq(mediaAssets.kind, 'photo'))}
      order by ${mediaAssets.position} asc, ${mediaAssets.id} asc`,
  ).execute();
}

const companyHead = selectHead(getTableColumns(companies), companies);

/** The company row (its own public data only is presented; staff are never loaded). */
export async function findCompanyById(db: DbOrTx, companyId: number): Promise<Company | undefined> {
  const [company] = await companyHead(db, sql`where ${eq(companies.id, companyId)}`).execute();
  return company;
}

/** The agent in charge, for the contact card: only an active member of the owning company, public fields. */
export async function findAgentInCharge(db: DbOrTx, agentId: number | null, companyId: number) {
  if (agentId === null) return undefined;
  const [agent] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      avatarKey: users.avatarKey,
      agentRegistryNumber: users.agentRegistryNumber,
      agentRegistryVerifiedAt: users.agentRegistryVerifiedAt,
    })
    .from(users)
    .where(and(eq(users.id, agentId), eq(users.companyId, companyId), isNull(users.deactivatedAt)));
  return agent;
}

export type AgentInChargeRow = NonNullable<Awaited<ReturnType<typeof findAgentInCharge>>>;
