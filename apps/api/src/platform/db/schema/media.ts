import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, photoFileColumns, updatedAt } from './columns.ts';
import { mediaKind } from './enums.ts';
import { properties } from './properties.ts';

/** Property photos. Only the base storage key is kept; the thumbnail and large variants derive from it. */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: mediaKind('kind').notNull().default('photo'),
    /** 1-based display order; the lowest is the main photo. */
    position: integer('position').notNull().default(1),
    title: text('title'),
    description: text('description'),
    alt: text('alt'),
    ...photoFileColumns(),
    /** The address an imported photo was fetched from: the same address is not fetched again for the property. */
    sourceUrl: text('source_url'),
    /**
     * SHA-256 (hex) of the bytes as uploaded or fetched, before the re-encode: an import does not add a
     * second copy of bytes the property already has under another address. Null for photos stored before.
     */
    contentSha256: text('content_sha256'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('media_assets_property_position_idx').on(t.propertyId, t.position),
    index('media_assets_property_sha256_idx').on(t.propertyId, t.contentSha256),
  ],
);

export type MediaAsset = typeof mediaAssets.$inferSelect;
export type NewMediaAsset = typeof mediaAssets.$inferInsert;
