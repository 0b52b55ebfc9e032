CREATE TABLE "search_postings" (
	"word" text NOT NULL,
	"kind" smallint NOT NULL,
	"entity_id" uuid NOT NULL,
	CONSTRAINT "search_postings_word_kind_entity_id_pk" PRIMARY KEY("word","kind","entity_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "career_tracks_title_trgm_idx";--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_postings_entity_idx" ON "search_postings" USING btree ("entity_id","kind","word");--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- Search by words (docs/decisions/0023-search-by-words.md). The words of a text: its search key
-- (lower case, no accents) split at anything that is not a letter or a digit, each once.
CREATE FUNCTION ladder_search_words(value text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN array(SELECT DISTINCT w FROM regexp_split_to_table(ladder_search_key(value), '[^[:alnum:]]+') w WHERE w <> '');
--> statement-breakpoint
-- A member's postings: kind 1 for the words of the name and username, kind 2 for the headline's.
-- Usernames are mostly unique strings, so only names and headlines feed the dictionary of words
-- that typos are corrected into; a username word is still found when typed whole.
CREATE FUNCTION ladder_index_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings WHERE entity_id = NEW.id AND kind IN (1, 2);
  INSERT INTO search_postings (word, kind, entity_id)
    SELECT w, 1, NEW.id FROM unnest(ladder_search_words(NEW.name || ' ' || NEW.username)) w
    UNION
    SELECT w, 2, NEW.id FROM unnest(ladder_search_words(coalesce(NEW.headline, ''))) w;
  INSERT INTO search_words (word)
    SELECT w FROM unnest(ladder_search_words(NEW.name || ' ' || coalesce(NEW.headline, ''))) w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A track's postings (kind 3) exist while it is shared.
CREATE FUNCTION ladder_index_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings WHERE entity_id = NEW.id AND kind = 3;
  IF NEW.status = 'shared' THEN
    INSERT INTO search_postings (word, kind, entity_id)
      SELECT w, 3, NEW.id FROM unnest(ladder_search_words(NEW.title)) w;
    INSERT INTO search_words (word)
      SELECT w FROM unnest(ladder_search_words(NEW.title)) w
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ladder_unindex() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings WHERE entity_id = OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_search_index AFTER INSERT OR UPDATE OF name, username, headline, is_active, photo_path ON users
  FOR EACH ROW EXECUTE FUNCTION ladder_index_person();
--> statement-breakpoint
CREATE TRIGGER users_search_unindex AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION ladder_unindex();
--> statement-breakpoint
CREATE TRIGGER career_tracks_search_index AFTER INSERT OR UPDATE OF title, status ON career_tracks
  FOR EACH ROW EXECUTE FUNCTION ladder_index_track();
--> statement-breakpoint
CREATE TRIGGER career_tracks_search_unindex AFTER DELETE ON career_tracks
  FOR EACH ROW EXECUTE FUNCTION ladder_unindex();
--> statement-breakpoint
INSERT INTO search_postings (word, kind, entity_id)
  SELECT w, 1, u.id FROM users u, unnest(ladder_search_words(u.name || ' ' || u.username)) w
  UNION
  SELECT w, 2, u.id FROM users u, unnest(ladder_search_words(coalesce(u.headline, ''))) w
  UNION
  SELECT w, 3, t.id FROM career_tracks t, unnest(ladder_search_words(t.title)) w WHERE t.status = 'shared';
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT w FROM users u, unnest(ladder_search_words(u.name || ' ' || coalesce(u.headline, ''))) w
  UNION
  SELECT w FROM career_tracks t, unnest(ladder_search_words(t.title)) w WHERE t.status = 'shared'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Cached word matches (modules/search) hold ids found through postings: any change to them drops
-- those entries on every instance (tag 'w', docs/decisions/0011-read-caches.md).
CREATE FUNCTION ladder_cache_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ladder_cache', 'w');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_postings_cache AFTER INSERT OR UPDATE OR DELETE ON search_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ladder_cache_search();
