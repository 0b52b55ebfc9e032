-- Cache invalidation (docs/decisions/0011-read-caches.md). Every change to a row that a cached
-- answer was built from sends a tag on the 'ladder_cache' channel at commit; each API instance
-- LISTENs and evicts what carries the tag. Tags: 's:<session>', 'u:<user>', 'p:<post>',
-- 'v:<viewer>' (their timeline or follows), 'i:<viewer>:<post>' (the viewer's like, save or share
-- of a post), 'c:<career track>', 'g' (the set of posts changed: the "recent posts" feed),
-- '*' (everything). Several ids may share one
-- notification: 'v:<id>,<id>,...'. Triggers rather than calls in the services, so that no write
-- path (services, seeders, migrations, a DBA's UPDATE) can forget one.

CREATE FUNCTION ladder_cache_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tag text := TG_ARGV[0];
  id_column text := TG_ARGV[1];
  new_id text := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) ->> id_column END;
  old_id text := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) ->> id_column END;
BEGIN
  IF new_id IS NOT NULL THEN
    PERFORM pg_notify('ladder_cache', tag || ':' || new_id);
  END IF;
  IF old_id IS NOT NULL AND old_id IS DISTINCT FROM new_id THEN
    PERFORM pg_notify('ladder_cache', tag || ':' || old_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ladder_cache_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ladder_cache', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Posts change often (every like moves a counter), so their trigger names the columns itself
-- instead of going through jsonb.
CREATE FUNCTION ladder_cache_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('ladder_cache', 'p:' || NEW.id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('ladder_cache', 'p:' || OLD.id);
    PERFORM pg_notify('ladder_cache', 'g');
  ELSE
    PERFORM pg_notify('ladder_cache', 'g');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ladder_cache_interactions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('ladder_cache', 'i:' || OLD.user_id || ':' || OLD.post_id);
  ELSE
    PERFORM pg_notify('ladder_cache', 'i:' || NEW.user_id || ':' || NEW.post_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Fan-out writes thousands of timeline rows in one statement: one notification per 200 viewers.
CREATE FUNCTION ladder_cache_timeline() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  FOR ids IN
    SELECT string_agg(user_id::text, ',') FROM (
      SELECT user_id, (row_number() OVER ()) / 200 AS bucket FROM (SELECT DISTINCT user_id FROM changed) d
    ) t GROUP BY bucket
  LOOP
    PERFORM pg_notify('ladder_cache', 'v:' || ids);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_cache AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION ladder_cache_row('s', 'id');
--> statement-breakpoint
CREATE TRIGGER users_cache AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION ladder_cache_row('u', 'id');
--> statement-breakpoint
CREATE TRIGGER posts_cache AFTER INSERT OR UPDATE OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION ladder_cache_posts();
--> statement-breakpoint
CREATE TRIGGER post_media_cache AFTER INSERT OR UPDATE OR DELETE ON post_media
  FOR EACH ROW EXECUTE FUNCTION ladder_cache_row('p', 'post_id');
--> statement-breakpoint
CREATE TRIGGER post_interactions_cache AFTER INSERT OR UPDATE OR DELETE ON post_interactions
  FOR EACH ROW EXECUTE FUNCTION ladder_cache_interactions();
--> statement-breakpoint
CREATE TRIGGER user_follows_cache AFTER INSERT OR UPDATE OR DELETE ON user_follows
  FOR EACH ROW EXECUTE FUNCTION ladder_cache_row('v', 'follower_id');
--> statement-breakpoint
CREATE TRIGGER hashtag_follows_cache AFTER INSERT OR UPDATE OR DELETE ON hashtag_follows
  FOR EACH ROW EXECUTE FUNCTION ladder_cache_row('v', 'user_id');
--> statement-breakpoint
CREATE TRIGGER timeline_entries_cache_insert AFTER INSERT ON timeline_entries
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ladder_cache_timeline();
--> statement-breakpoint
CREATE TRIGGER timeline_entries_cache_delete AFTER DELETE ON timeline_entries
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION ladder_cache_timeline();
--> statement-breakpoint
CREATE TRIGGER career_tracks_cache AFTER UPDATE OR DELETE ON career_tracks
  FOR EACH ROW EXECUTE FUNCTION ladder_cache_row('c', 'id');
--> statement-breakpoint
CREATE TRIGGER career_track_skills_cache AFTER INSERT OR UPDATE OR DELETE ON career_track_skills
  FOR EACH ROW EXECUTE FUNCTION ladder_cache_row('c', 'career_track_id');
--> statement-breakpoint
CREATE TRIGGER industries_cache AFTER UPDATE OR DELETE ON industries
  FOR EACH STATEMENT EXECUTE FUNCTION ladder_cache_all();
--> statement-breakpoint
CREATE TRIGGER sessions_cache_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION ladder_cache_all();
--> statement-breakpoint
CREATE TRIGGER users_cache_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION ladder_cache_all();
--> statement-breakpoint
CREATE TRIGGER posts_cache_truncate AFTER TRUNCATE ON posts FOR EACH STATEMENT EXECUTE FUNCTION ladder_cache_all();
--> statement-breakpoint
CREATE TRIGGER post_media_cache_truncate AFTER TRUNCATE ON post_media FOR EACH STATEMENT EXECUTE FUNCTION ladder_cache_all();
--> statement-breakpoint
CREATE TRIGGER post_interactions_cache_truncate AFTER TRUNCATE ON post_interactions FOR EACH STATEMENT EXECUTE FUNCTION ladder_cache_all();
--> statement-breakpoint
CREATE TRIGGER user_follows_cache_truncate AFTER TRUNCATE ON user_follows FOR EACH STATEMENT EXECUTE FUNCTION ladder_cache_all();
--> statement-breakpoint
CREATE TRIGGER hashtag_follows_cache_truncate AFTER TRUNCATE ON hashtag_follows FOR EACH STATEMENT EXECUTE FUNCTION ladder_cache_all();
--> statement-breakpoint
CREATE TRIGGER timeline_entries_cache_truncate AFTER TRUNCATE ON timeline_entries FOR EACH STATEMENT EXECUTE FUNCTION ladder_cache_all();
--> statement-breakpoint
CREATE TRIGGER career_tracks_cache_truncate AFTER TRUNCATE ON career_tracks FOR EACH STATEMENT EXECUTE FUNCTION ladder_cache_all();
--> statement-breakpoint
CREATE TRIGGER career_track_skills_cache_truncate AFTER TRUNCATE ON career_track_skills FOR EACH STATEMENT EXECUTE FUNCTION ladder_cache_all();
--> statement-breakpoint
CREATE TRIGGER industries_cache_truncate AFTER TRUNCATE ON industries FOR EACH STATEMENT EXECUTE FUNCTION ladder_cache_all();
