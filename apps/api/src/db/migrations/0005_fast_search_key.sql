-- ladder_search_key() of 0004 is an SQL function PostgreSQL cannot inline (its body calls unaccent(),
-- which is only STABLE), so each row a search rechecks or ranks pays a function call: about 6x the
-- cost of the inlined expression (docs/decisions/0009-search.md). Where the migrating role may create
-- a C function (self-hosted clusters, PGlite), an IMMUTABLE alias of unaccent's own C entry point makes
-- the wrapper inlinable. It computes the very same keys, so the trigram indexes stay valid. Where it may
-- not (managed hosts), the 0004 definition stays and only speed differs.
DO $do$
BEGIN
  CREATE OR REPLACE FUNCTION ladder_unaccent(regdictionary, text) RETURNS text
    LANGUAGE c IMMUTABLE PARALLEL SAFE STRICT AS '$libdir/unaccent', 'unaccent_dict';
  CREATE OR REPLACE FUNCTION ladder_search_key(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    RETURN lower(ladder_unaccent(regdictionary 'public.unaccent', value));
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'ladder_search_key stays a plain SQL wrapper: no privilege to create a C function';
END
$do$;
