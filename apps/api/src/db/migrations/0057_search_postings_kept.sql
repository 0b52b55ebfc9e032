-- hand-written below
-- A save that keeps an entity's words leaves its postings alone (docs/decisions/0023-search-by-words.md,
-- "Changed 2026-12-04"). The triggers of migrations 0018 and 0048 deleted every posting of the
-- member or track and wrote them again whenever a watched column was in the update, though
-- usually none of the words had changed: a new photo, a deactivation, a track saved with its
-- title as it was. Each such save left dead rows in `search_postings` (and cleared the pages'
-- all-visible marks, which the index-only scans of a search rely on) and two changes a word for
-- the counts (migration 0056). Now only the postings of words gone are deleted and those of new
-- words inserted. The statement triggers still fire, with nothing moved: the cached searches are
-- still told that a photo or an account changed.
CREATE OR REPLACE FUNCTION ladder_index_person() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  names text[] := ladder_search_words(NEW.name || ' ' || NEW.username);
  heads text[] := ladder_search_words(coalesce(NEW.headline, ''));
BEGIN
  DELETE FROM search_postings p WHERE p.entity_id = NEW.id AND p.kind IN (1, 2)
    AND NOT (p.kind = 1 AND p.word = ANY (names) OR p.kind = 2 AND p.word = ANY (heads));
  INSERT INTO search_postings (word, kind, entity_id)
    SELECT w, 1, NEW.id FROM unnest(names) w
    UNION
    SELECT w, 2, NEW.id FROM unnest(heads) w
    ON CONFLICT DO NOTHING;
  INSERT INTO search_words (word)
    SELECT w FROM unnest(ladder_search_words(NEW.name || ' ' || coalesce(NEW.headline, ''))) w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ladder_index_track_words(track uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  words text[];
BEGIN
  SELECT ladder_search_words(t.title || ' ' || coalesce(tr.title, '')) INTO words
    FROM career_tracks t LEFT JOIN career_track_translations tr ON tr.career_track_id = t.id
    WHERE t.id = track AND t.status = 'shared';
  DELETE FROM search_postings p WHERE p.entity_id = track AND p.kind = 3
    AND (words IS NULL OR NOT p.word = ANY (words));
  IF words IS NOT NULL THEN
    INSERT INTO search_postings (word, kind, entity_id) SELECT w, 3, track FROM unnest(words) w
      ON CONFLICT DO NOTHING;
    INSERT INTO search_words (word) SELECT w FROM unnest(words) w ON CONFLICT DO NOTHING;
  END IF;
END $$;
