import { customType, timestamp } from 'drizzle-orm/pg-core';

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
