-- A change to a post that moves only its counters (a like, a share, a comment) names the new
-- counts instead of evicting the post: 'n:<post>:<likes>:<comments>:<shares>'. Each API
-- instance writes them into the posts it holds (docs/decisions/0011-read-caches.md), so a post
-- liked hundreds of times a second stays in memory. The post row is locked by every counter
-- update, so notifications of one post arrive in the order of its counts. Anything else that
-- changes, updated_at included, still evicts the post ('p:<post>').
CREATE OR REPLACE FUNCTION ladder_cache_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (to_jsonb(OLD) - ARRAY['total_post_likes', 'total_post_comments', 'total_post_shares'])
       = (to_jsonb(NEW) - ARRAY['total_post_likes', 'total_post_comments', 'total_post_shares']) THEN
      PERFORM pg_notify('ladder_cache', 'n:' || NEW.id || ':' || NEW.total_post_likes || ':'
                        || NEW.total_post_comments || ':' || NEW.total_post_shares);
    ELSE
      PERFORM pg_notify('ladder_cache', 'p:' || NEW.id);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('ladder_cache', 'p:' || OLD.id);
    PERFORM pg_notify('ladder_cache', 'g');
  ELSE
    PERFORM pg_notify('ladder_cache', 'g');
  END IF;
  RETURN NULL;
END $$;
