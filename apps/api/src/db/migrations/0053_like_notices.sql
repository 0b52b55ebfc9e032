CREATE TABLE "like_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "like_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "like_notices" ADD CONSTRAINT "like_notices_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "like_notices" ADD CONSTRAINT "like_notices_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- Likes told in batches (docs/decisions/0064-likes-told-in-batches.md). A like storm on one post
-- updated that post's notification once per like, inside the like's own transaction: 10,000
-- likes ran at 69 % of the rate of likes nobody hears of (bench/notifications). A first like now
-- writes one row of `like_notices`, which no other like touches; the instances tell them in
-- batches with `ladder_tell_likes`, a post's likes of a batch in one update of its entry.
-- `ladder_notify` counts `how_many` members at once; every other caller counts one.
DROP FUNCTION ladder_notify(uuid, text, text, uuid, boolean, uuid, uuid, uuid, uuid, uuid, text);
--> statement-breakpoint
CREATE FUNCTION ladder_notify(
  reader uuid, what text, group_key text, actor uuid, is_grouped boolean,
  post uuid DEFAULT NULL, comment uuid DEFAULT NULL, track uuid DEFAULT NULL,
  other_track uuid DEFAULT NULL, subscription uuid DEFAULT NULL, detail text DEFAULT NULL,
  how_many integer DEFAULT 1
) RETURNS void LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  calm boolean := NOT (what = 'like' AND EXISTS (
    SELECT 1 FROM notifications r WHERE r.user_id = reader AND r.group_key = ladder_notify.group_key
      AND r.read_at IS NULL AND r.updated_at > now() - interval '1 minute'));
BEGIN
  IF reader IS NULL OR reader = actor THEN RETURN; END IF;
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = reader AND is_active) THEN RETURN; END IF;
  IF actor IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users WHERE id = actor AND is_active) THEN RETURN; END IF;
  IF EXISTS (SELECT 1 FROM notification_settings s WHERE s.user_id = reader AND what = ANY (s.kinds_off)) THEN RETURN; END IF;
  INSERT INTO notifications AS n (user_id, kind, group_key, actor_id, actor_count, post_id, comment_id, career_track_id,
                                  other_career_track_id, subscription_id, detail)
    VALUES (reader, what, ladder_notify.group_key, actor, how_many, post, comment, track, other_track, subscription,
            ladder_notify.detail)
  ON CONFLICT (user_id, group_key) DO UPDATE SET
    actor_count = CASE WHEN is_grouped AND n.read_at IS NULL THEN n.actor_count + how_many ELSE how_many END,
    read_at = NULL,
    -- In a like storm the entry is moved up (and its actor named) at most once a minute: in
    -- between, only its count changes, which rewrites no index (a HOT update).
    actor_id = CASE WHEN calm THEN excluded.actor_id ELSE n.actor_id END,
    detail = CASE WHEN calm THEN coalesce(excluded.detail, n.detail) ELSE n.detail END,
    updated_at = CASE WHEN calm THEN now() ELSE n.updated_at END;
END $$;
--> statement-breakpoint
-- A member's first like of a post (a like taken back and given again is not news twice) waits
-- in `like_notices` to be told.
CREATE OR REPLACE FUNCTION ladder_notify_like() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.liked AND (TG_OP = 'INSERT' OR (NOT OLD.liked AND OLD.liked_at IS NULL)) THEN
    INSERT INTO like_notices (post_id, actor_id) VALUES (NEW.post_id, NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Tells up to `batch` waiting likes, the oldest first, and deletes them; answers how many it
-- took. Instances share the work (SKIP LOCKED), and a batch rolled back is told by the next.
-- A like is told as `ladder_notify` told it: never to oneself, never from a member inactive,
-- blocked either way or muted by the author (as `ladder_skip_unwanted_notification` keeps
-- away). The likes of one post count at once and name the first of them, as a storm's entry
-- names its first member (`calm` in `ladder_notify`); entries are written
-- in the order of their readers and posts, so two instances telling at once cannot deadlock.
CREATE FUNCTION ladder_tell_likes(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  taken like_notices[];
  g record;
BEGIN
  WITH t AS (
    DELETE FROM like_notices WHERE id IN (
      SELECT id FROM like_notices ORDER BY id LIMIT batch FOR UPDATE SKIP LOCKED)
    RETURNING id, post_id, actor_id)
  SELECT coalesce(array_agg(ROW(t.id, t.post_id, t.actor_id)::like_notices), '{}') INTO taken FROM t;
  FOR g IN
    SELECT p.user_id AS reader, t.post_id, count(*)::int AS how_many,
           (array_agg(t.actor_id ORDER BY t.id))[1] AS first
    FROM unnest(taken) t
    JOIN posts p ON p.id = t.post_id
    JOIN users a ON a.id = t.actor_id AND a.is_active
    WHERE p.user_id <> t.actor_id AND NOT ladder_blocked(p.user_id, t.actor_id)
      AND NOT EXISTS (SELECT 1 FROM user_mutes m WHERE m.user_id = p.user_id AND m.muted_user_id = t.actor_id)
    GROUP BY p.user_id, t.post_id
    ORDER BY p.user_id, t.post_id
  LOOP
    PERFORM ladder_notify(g.reader, 'like', 'like:' || g.post_id, g.first, true, post => g.post_id,
                          how_many => g.how_many);
  END LOOP;
  RETURN cardinality(taken);
END $$;
