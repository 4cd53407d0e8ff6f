import { customType, integer, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Column helpers shared by the schema files, so every table spells timestamps the same way.
 */

/** Every instant is stored with its time zone; `Date` on the JS side. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').defaultNow().notNull();

/** Refreshed by drizzle on every update issued through it (raw SQL updates must set it themselves). */
export const updatedAt = () =>
  timestamptz('updated_at')
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date());

/** drizzle has no built-in tsvector; the value is only ever produced by PostgreSQL (generated column). */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** The files of a stored photo (a property's, a project's): their base key, size and renditions. */
export const photoFileColumns = () => ({
  /** Only the base key is kept; the thumbnail, the large version and the renditions derive from it. */
  storageKey: text('storage_key').notNull(),
  width: integer('width'),
  height: integer('height'),
  byteSize: integer('byte_size'),
  mime: text('mime'),
  /**
   * Widths of the responsive renditions written beside the thumbnail and the large version
   * (`{w}w.webp` and `{w}w.avif`, platform/media/keys.ts). Null until the photo was processed with variants: older
   * uploads keep showing their thumbnail and large version until `npm run media:variants` reaches them.
   */
  variantWidths: integer('variant_widths').array(),
});
