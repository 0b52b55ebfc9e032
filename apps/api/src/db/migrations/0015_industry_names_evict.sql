-- Only a change to what a cache holds may evict it (docs/decisions/0020). A post's answer shows
-- its track's industry by name, so renaming or deleting an industry still empties the caches
-- (a superuser's rare act); the shared-track count that every track created, moved or deleted,
-- and every deactivation, moves is in no cached answer, so it notifies nothing.
DROP TRIGGER industries_cache ON industries;--> statement-breakpoint
CREATE TRIGGER industries_cache AFTER UPDATE OF name_en, name_vn OR DELETE ON industries
  FOR EACH STATEMENT EXECUTE FUNCTION ladder_cache_all();
