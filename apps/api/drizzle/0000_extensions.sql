-- Extensions and helpers the schema migration depends on (custom migration, kept before it on purpose).
-- pg_trgm: typo-tolerant matching (similarity, %, gin_trgm_ops). unaccent: accent-insensitive search.
-- Both ship with PGlite (loaded as contrib extensions by the client) and with stock PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in a generated column
-- or an index expression. This wrapper pins the dictionary by schema-qualified name and is declared
-- IMMUTABLE, which is the usual, documented pattern. Schema-qualified so it works whatever search_path
-- a session (or the migrator) uses.
CREATE OR REPLACE FUNCTION public.immutable_unaccent(text)
  RETURNS text
  LANGUAGE sql
  IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
