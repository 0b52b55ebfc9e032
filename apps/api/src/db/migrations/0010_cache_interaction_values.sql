-- A member's like, save or share names the new switches, 'i:<member>:<post>:<liked>:<saved>:<shared>'
-- (t or f each), so that each API instance writes them into the member's cached feed pages
-- instead of building the pages again (docs/decisions/0011-read-caches.md). A deleted
-- interaction (its post or member deleted) still evicts: 'i:<member>:<post>'.
CREATE OR REPLACE FUNCTION ladder_cache_interactions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('ladder_cache', 'i:' || OLD.user_id || ':' || OLD.post_id);
  ELSE
    PERFORM pg_notify('ladder_cache', 'i:' || NEW.user_id || ':' || NEW.post_id || ':'
                      || CASE WHEN NEW.liked THEN 't' ELSE 'f' END || ':'
                      || CASE WHEN NEW.saved THEN 't' ELSE 'f' END || ':'
                      || CASE WHEN NEW.shared THEN 't' ELSE 'f' END);
  END IF;
  RETURN NULL;
END $$;
