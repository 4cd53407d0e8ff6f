import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The extensions every embedded database loads when PGlite starts (the migrations create them): the worker
 * that runs it (pglite-worker.ts), and any other PGlite opened on the same files, such as the tests' archive
 * of a migrated cluster (test/migrated-pglite.ts).
 */
export const pgliteExtensions = { pg_trgm, unaccent };
