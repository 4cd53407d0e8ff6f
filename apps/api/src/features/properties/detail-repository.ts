import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { preparedStatement } from '../../platform/db/prepared-statement.ts';
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
 * columns, every photo, and the owning company's public contact data. Each is a lookup by key, prepared once
 * per connection (prepared-statement.ts).
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

const detailRowStatement = preparedStatement('detail_row', (db) =>
  detailHead(db, sql`where ${properties.id} = ${sql.placeholder('id')}`),
);

export async function findPropertyDetailRow(db: DbOrTx, propertyId: number) {
  const [row] = await detailRowStatement(db).execute({ id: propertyId });
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

const photosStatement = preparedStatement('detail_photos', (db) =>
  photosHead(
    db,
    sql`where ${mediaAssets.propertyId} = ${sql.placeholder('propertyId')} and ${eq(mediaAssets.kind, 'photo')}
      order by ${mediaAssets.position} asc, ${mediaAssets.id} asc`,
  ),
);

/** Every photo in gallery order: position, then upload order for equal positions (as the card's main photo). */
export function findPropertyPhotos(db: DbOrTx, propertyId: number): Promise<PhotoRow[]> {
  return photosStatement(db).execute({ propertyId });
}

const companyHead = selectHead(getTableColumns(companies), companies);

const companyStatement = preparedStatement('detail_company', (db) =>
  companyHead(db, sql`where ${companies.id} = ${sql.placeholder('id')}`),
);

/** The company row (its own public data only is presented; staff are never loaded). */
export async function findCompanyById(db: DbOrTx, companyId: number): Promise<Company | undefined> {
  const [company] = await companyStatement(db).execute({ id: companyId });
  return company;
}

const agentStatement = preparedStatement('detail_agent', (db) =>
  db
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
    .where(
      and(
        eq(users.id, sql.placeholder('agentId')),
        eq(users.companyId, sql.placeholder('companyId')),
        isNull(users.deactivatedAt),
      ),
    ),
);

/** The agent in charge, for the contact card: only an active member of the owning company, public fields. */
export async function findAgentInCharge(db: DbOrTx, agentId: number | null, companyId: number) {
  if (agentId === null) return undefined;
  const [agent] = await agentStatement(db).execute({ agentId, companyId });
  return agent;
}

export type AgentInChargeRow = NonNullable<Awaited<ReturnType<typeof findAgentInCharge>>>;
